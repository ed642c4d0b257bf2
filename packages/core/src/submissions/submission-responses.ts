import { z } from 'zod';
import { actorSchema } from '../contacts/contact-schemas';
import { FIELD_TYPES, STEP_TYPES } from '../journeys/types';
import { keysetPageSchema } from '../keyset-page-schema';
import { SUBMISSION_EVENT_ACTIONS, SUBMISSION_REVIEW_ACTIONS, SUBMISSION_STATUSES } from './submission-statuses';

/** The answers of the submissions API as zod schemas (see clients/client-responses.ts for why apart). */

export const answerSummaryRowSchema = z.object({ fieldId: z.string(), label: z.string(), value: z.string() });

/**
 * The owner's review the status stands on ('Dana marked this reviewed on …'): set while the
 * submission is reviewed or waiting for changes, null while it is submitted.
 */
export const submissionReviewSchema = z.object({
  action: z.enum(SUBMISSION_REVIEW_ACTIONS),
  /** Who took it; null for a review from before attribution. */
  actor: actorSchema.nullable(),
  at: z.string(),
});

/**
 * The contact whose link sent the answers as they stand (kind 'contact', their name then; a
 * resubmission's contact replaces the first); null for answers from before contacts.
 */
const submittedBySchema = actorSchema.nullable();

/** A client's submission, as on /clients/{id}/submissions. */
export const clientSubmissionSchema = z.object({
  id: z.string(),
  stepId: z.string().nullable(),
  /** null when the stage was removed from the journey. */
  stepName: z.string().nullable(),
  stepType: z.enum(STEP_TYPES).nullable(),
  stepOrder: z.number().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  lastReview: submissionReviewSchema.nullable(),
  submittedBy: submittedBySchema,
  /** First 4 answers labelled by the stage's field labels. */
  summary: z.array(answerSummaryRowSchema),
  /** Answers not in the summary ('+N more fields...'). */
  moreCount: z.number(),
});

/** Newest first, drafts excluded. */
export const clientSubmissionsResponseSchema = z.object({ submissions: z.array(clientSubmissionSchema) });

/** A client's submission with who sent it, for the inbox. */
export const submissionListItemSchema = clientSubmissionSchema.extend({
  clientId: z.string(),
  clientName: z.string(),
  projectName: z.string(),
  /** The journey the stage belongs to; null when the stage was removed. */
  journeyName: z.string().nullable(),
});

export const submissionListResponseSchema = keysetPageSchema('submissions', submissionListItemSchema);

/** What the filter menus offer: the workspace's clients and the journeys its submissions belong to. */
export const submissionFiltersResponseSchema = z.object({
  clients: z.array(z.object({ id: z.string(), clientName: z.string(), projectName: z.string() })),
  journeys: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** One answer under its field's label, in stage order; answers whose field is gone come last. */
export const submissionAnswerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  /** null when the field was removed from the stage. */
  fieldType: z.enum(FIELD_TYPES).nullable(),
  /** star-rating: the field's maximum. */
  maxRating: z.number().nullable(),
  /**
   * The stored answer: string, string[], number, boolean, 'approved' | 'changes_requested' for an
   * approval, or a file { attachmentId, name, size, mimeType } (download:
   * /api/clients/{clientId}/attachments/{attachmentId}, `?download=1` to save it).
   */
  value: z.unknown(),
});

export const submissionEventSchema = z.object({
  action: z.enum(SUBMISSION_EVENT_ACTIONS),
  /** The owner's comment of a change request. */
  comment: z.string().nullable(),
  at: z.string(),
  /**
   * Who acted: the member beside a review, the contact beside the client's own events (the first
   * submission only while nothing was resubmitted after it); null for older rows.
   */
  actor: actorSchema.nullable(),
});

export const submissionDetailSchema = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  lastReview: submissionReviewSchema.nullable(),
  submittedBy: submittedBySchema,
  updatedAt: z.string(),
  client: z.object({
    id: z.string(),
    clientName: z.string(),
    projectName: z.string(),
    clientEmail: z.string().nullable(),
  }),
  journey: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** hasQuestions: the stage's form asks something (else it cannot be sent back). */
  stage: z
    .object({
      id: z.string(),
      name: z.string(),
      stepType: z.enum(STEP_TYPES),
      order: z.number(),
      hasQuestions: z.boolean(),
    })
    .nullable(),
  answers: z.array(submissionAnswerSchema),
  /** Oldest first: the first submission, then every review action and resubmission. */
  history: z.array(submissionEventSchema),
  /** The open change request's comment (status 'changes_requested'), else null. */
  changesComment: z.string().nullable(),
  /** Neighbours in the inbox's order (newest first, no filters): the newer one and the older one. */
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
});

export const submissionResponseSchema = z.object({ submission: submissionDetailSchema });
