import type { z } from 'zod';
import type {
  clientSubmissionSchema,
  clientSubmissionsResponseSchema,
  submissionAnswerSchema,
  submissionDetailSchema,
  submissionEventSchema,
  submissionFiltersResponseSchema,
  submissionListItemSchema,
  submissionListResponseSchema,
  submissionResponseSchema,
  submissionReviewSchema,
} from './submission-responses';

/**
 * The submissions inbox API (owner-only; zod-free so the pages stay small; request checks are in
 * submission-schemas.ts, the answers' schemas in submission-responses.ts). Every route is scoped
 * to the owner's workspace: another workspace's submission answers 404, like a missing one.
 * Drafts are never shown to the owner.
 *
 * - GET  /api/submissions?client=&journey=&status=&from=&to=&cursor=  → SubmissionListResponse
 *        newest first (submitted_at, id), SUBMISSION_PAGE_SIZE at a time, keyset cursor; `from`/`to`
 *        are ISO instants (the page sends the owner's local day bounds), both inclusive.
 * - GET  /api/submissions/filters                                    → SubmissionFiltersResponse
 * - GET  /api/submissions/:id                                        → SubmissionResponse
 * - POST /api/submissions/:id/review                                 → SubmissionResponse ('Mark reviewed')
 * - POST /api/submissions/:id/request-changes  { comment }           → SubmissionResponse
 *
 * An action the submission's status does not allow answers 409 INVALID_TRANSITION and changes nothing.
 */

export const SUBMISSION_PAGE_SIZE = 20;

export type ClientSubmissionDto = z.infer<typeof clientSubmissionSchema>;
export type ClientSubmissionsResponse = z.infer<typeof clientSubmissionsResponseSchema>;
/** A client's submission (as on /clients/{id}/submissions) with who sent it, for the inbox. */
export type SubmissionListItemDto = z.infer<typeof submissionListItemSchema>;
export type SubmissionListResponse = z.infer<typeof submissionListResponseSchema>;
/** What the filter menus offer: the workspace's clients and the journeys its submissions belong to. */
export type SubmissionFiltersResponse = z.infer<typeof submissionFiltersResponseSchema>;
/** One answer under its field's label, in stage order; answers whose field is gone come last. */
export type SubmissionAnswerDto = z.infer<typeof submissionAnswerSchema>;
export type SubmissionEventDto = z.infer<typeof submissionEventSchema>;
/** The owner's review the status stands on, and who took it. */
export type SubmissionReviewDto = z.infer<typeof submissionReviewSchema>;
export type SubmissionDetailDto = z.infer<typeof submissionDetailSchema>;
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;
