import type { z } from 'zod';
import type { FieldType, StepType } from '../journeys/types';
import type { clientSubmissionSchema, clientSubmissionsResponseSchema } from './submission-responses';
import type { SubmissionStatus } from './submission-statuses';

/**
 * The submissions inbox API (owner-only; zod-free so the pages stay small; request checks are in
 * submission-schemas.ts). Every route is scoped to the owner's workspace: another workspace's
 * submission answers 404, like a missing one. Drafts are never shown to the owner.
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
export interface SubmissionListItemDto extends ClientSubmissionDto {
  clientId: string;
  clientName: string;
  projectName: string;
  /** The journey the stage belongs to; null when the stage was removed. */
  journeyName: string | null;
}

export interface SubmissionListResponse {
  submissions: SubmissionListItemDto[];
  nextCursor: string | null;
}

/** What the filter menus offer: the workspace's clients and the journeys its submissions belong to. */
export interface SubmissionFiltersResponse {
  clients: { id: string; clientName: string; projectName: string }[];
  journeys: { id: string; name: string }[];
}

/** One answer under its field's label, in stage order; answers whose field is gone come last. */
export interface SubmissionAnswerDto {
  fieldId: string;
  label: string;
  /** null when the field was removed from the stage. */
  fieldType: FieldType | null;
  /** star-rating: the field's maximum. */
  maxRating: number | null;
  /**
   * The stored answer: string, string[], number, boolean, 'approved' | 'changes_requested' for an
   * approval, or a file { attachmentId, name, size, mimeType } (download:
   * /api/clients/{clientId}/attachments/{attachmentId}, `?download=1` to save it).
   */
  value: unknown;
}

export const SUBMISSION_EVENT_ACTIONS = ['submitted', 'resubmitted', 'reviewed', 'changes_requested'] as const;
export type SubmissionEventAction = (typeof SUBMISSION_EVENT_ACTIONS)[number];

export interface SubmissionEventDto {
  action: SubmissionEventAction;
  /** The owner's comment of a change request. */
  comment: string | null;
  at: string;
}

export interface SubmissionDetailDto {
  id: string;
  status: SubmissionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  updatedAt: string;
  client: { id: string; clientName: string; projectName: string; clientEmail: string | null };
  journey: { id: string; name: string } | null;
  /** hasQuestions: the stage's form asks something (else it cannot be sent back). */
  stage: { id: string; name: string; stepType: StepType; order: number; hasQuestions: boolean } | null;
  answers: SubmissionAnswerDto[];
  /** Oldest first: the first submission, then every review action and resubmission. */
  history: SubmissionEventDto[];
  /** The open change request's comment (status 'changes_requested'), else null. */
  changesComment: string | null;
  /** Neighbours in the inbox's order (newest first, no filters): the newer one and the older one. */
  previousId: string | null;
  nextId: string | null;
}

export interface SubmissionResponse {
  submission: SubmissionDetailDto;
}
