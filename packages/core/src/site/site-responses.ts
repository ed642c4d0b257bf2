import { z } from 'zod';

/** The public answers about the site itself: `GET /api/site` and `GET /api/health`. */

/** `GET /api/site`: the public facts the pages show. */
export const siteInfoSchema = z.object({
  /** SUPPORT_EMAIL: the Contact dialog's address. */
  supportEmail: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** `GET /api/health` when the database answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
/** `GET /api/health` (503) when it does not. */
export const unhealthyResponseSchema = z.object({ status: z.literal('error'), database: z.literal('unreachable') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
