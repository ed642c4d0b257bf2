import { type SiteInfo, siteInfoSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import { createRouter, jsonContent } from '../../platform/http/openapi';

/** GET /api/site: the public facts pages show (the Contact dialog's SUPPORT_EMAIL). */
export function siteRoutes({ supportEmail }: { supportEmail: string }) {
  const r = createRouter();
  const site: SiteInfo = { supportEmail };
  r.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Site'],
      summary: 'The public facts the pages show (the support email)',
      responses: { 200: jsonContent(siteInfoSchema, 'The site') },
    }),
    (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json(site, 200);
    },
  );
  return r;
}
