import { healthResponseSchema, siteInfoSchema } from '../site/site-responses';
import { defineRoutes } from './define-routes';

/** Public facts about the site, and the health check. */
export const SITE_ROUTES = defineRoutes({
  'GET /api/site': { response: siteInfoSchema },
  'GET /api/health': { response: healthResponseSchema },
});
