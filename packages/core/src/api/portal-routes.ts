import { okResponseSchema } from '../clients/client-responses';
import {
  portalResponseSchema,
  portalReviewResponseSchema,
  portalSubmissionResponseSchema,
  portalSubmitResponseSchema,
  portalUploadResponseSchema,
} from '../portal/portal-responses';
import { portalAnswersSchema, portalPasswordSchema, portalReviewSchema } from '../portal/portal-schemas';
import { defineRoutes } from './define-routes';

/** The client portal (no account: the share token is the key); GET …/files/{attachmentId} answers a file. */
export const PORTAL_ROUTES = defineRoutes({
  'GET /api/portal/{token}': { response: portalResponseSchema },
  'POST /api/portal/{token}/session': { body: portalPasswordSchema, response: okResponseSchema },
  'PUT /api/portal/{token}/stages/{stageId}/draft': {
    body: portalAnswersSchema,
    response: portalSubmissionResponseSchema,
  },
  'POST /api/portal/{token}/stages/{stageId}/submit': {
    body: portalAnswersSchema,
    response: portalSubmitResponseSchema,
  },
  'POST /api/portal/{token}/uploads': { body: 'multipart', response: portalUploadResponseSchema },
  'POST /api/portal/{token}/deliverables/{deliverableId}/review': {
    body: portalReviewSchema,
    response: portalReviewResponseSchema,
  },
});
