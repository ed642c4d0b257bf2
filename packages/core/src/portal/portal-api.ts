import type { z } from 'zod';
import type {
  portalBrandingSchema,
  portalDeliverableItemSchema,
  portalDeliverableReviewSchema,
  portalDeliverableSchema,
  portalPasswordRequiredSchema,
  portalResponseSchema,
  portalReviewResponseSchema,
  portalStageSchema,
  portalSubmissionResponseSchema,
  portalSubmissionSchema,
  portalSubmitResponseSchema,
} from './portal-responses';

/**
 * The client portal API (JSON camelCase); routes in ../api/portal-routes.ts, answers in
 * portal-responses.ts. No account: the share token in the path is the key.
 * Unknown, regenerated or deleted tokens and archived clients answer 404 PORTAL_NOT_FOUND; a
 * portal with a password answers 401 PORTAL_PASSWORD_REQUIRED (with `branding`) until the
 * password is given; any id that is not this project's answers 404.
 *
 * - GET  /api/portal/:token                                  → PortalResponse (one request for the whole page)
 * - POST /api/portal/:token/session          { password }    → { ok: true } + the portal cookie (429 after 5 wrong tries)
 * - PUT  /api/portal/:token/stages/:stageId/draft   { answers } → PortalSubmissionResponse (autosave; never completes a stage)
 * - POST /api/portal/:token/stages/:stageId/submit  { answers } → PortalSubmitResponse (create or edit)
 * - POST /api/portal/:token/uploads          multipart: stageId, fieldId, file → 201 { file: PortalFileAnswer }
 * - GET  /api/portal/:token/files/:attachmentId              → the file (deliverables and the client's own uploads)
 * - POST /api/portal/:token/deliverables/:deliverableId/review { decision, comment? } → PortalReviewResponse
 *
 * A failed field check answers 400 VALIDATION_ERROR with `fields: { [fieldId]: message }`.
 * These are types only (`import type` of the schemas): the portal page never loads zod.
 */

export type PortalBranding = z.infer<typeof portalBrandingSchema>;
export type PortalSubmissionDto = z.infer<typeof portalSubmissionSchema>;
export type PortalDeliverableReviewDto = z.infer<typeof portalDeliverableReviewSchema>;
export type PortalDeliverableItemDto = z.infer<typeof portalDeliverableItemSchema>;
export type PortalDeliverableDto = z.infer<typeof portalDeliverableSchema>;
export type PortalStageDto = z.infer<typeof portalStageSchema>;
export type PortalResponse = z.infer<typeof portalResponseSchema>;
export type PortalSubmissionResponse = z.infer<typeof portalSubmissionResponseSchema>;
export type PortalSubmitResponse = z.infer<typeof portalSubmitResponseSchema>;
export type PortalReviewResponse = z.infer<typeof portalReviewResponseSchema>;
/** The 401 of a protected portal carries the branding, so the password screen looks like the portal. */
export type PortalPasswordRequired = z.infer<typeof portalPasswordRequiredSchema>;
