import {
  submissionFiltersResponseSchema,
  submissionListResponseSchema,
  submissionResponseSchema,
} from '../submissions/submission-responses';
import { requestChangesSchema, submissionListQuerySchema } from '../submissions/submission-schemas';
import { defineRoutes } from './define-routes';

export const SUBMISSION_ROUTES = defineRoutes({
  'GET /api/submissions': { query: submissionListQuerySchema, response: submissionListResponseSchema },
  'GET /api/submissions/filters': { response: submissionFiltersResponseSchema },
  'GET /api/submissions/{id}': { response: submissionResponseSchema },
  'POST /api/submissions/{id}/review': { response: submissionResponseSchema },
  'POST /api/submissions/{id}/request-changes': { body: requestChangesSchema, response: submissionResponseSchema },
});
