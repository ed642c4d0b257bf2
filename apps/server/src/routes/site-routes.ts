import type { SiteInfo } from '@bloom/core';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** GET /api/site: the public facts pages show (the Contact dialog's SUPPORT_EMAIL). */
export function siteRoutes({ supportEmail }: { supportEmail: string }) {
  const r = new Hono<AppEnv>();
  const site: SiteInfo = { supportEmail };
  r.get('/', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(site);
  });
  return r;
}
