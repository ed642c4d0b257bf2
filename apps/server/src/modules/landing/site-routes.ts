import { type SiteInfo, siteInfoSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { jsonContent, route } from '../../platform/http/openapi';

/** GET /api/site: the public facts pages show (the Contact dialog's SUPPORT_EMAIL). */
export function siteRoutes(app: Router, { supportEmail }: ModuleDeps) {
  const site: SiteInfo = { supportEmail };
  app.openapi(
    route('GET /api/site', {
      tags: ['Site'],
      summary: 'The public facts the pages show (the support email)',
      responses: { 200: jsonContent(siteInfoSchema, 'The site') },
    }),
    (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json(site, 200);
    },
  );
}
