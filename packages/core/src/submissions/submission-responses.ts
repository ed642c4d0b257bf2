import { z } from 'zod';
import { STEP_TYPES } from '../journeys/types';
import { SUBMISSION_STATUSES } from './submission-statuses';

/** The answers of the submissions API as zod schemas (see clients/client-responses.ts for why apart). */

export const answerSummaryRowSchema = z.object({ fieldId: z.string(), label: z.string(), value: z.string() });

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
  /** First 4 answers labelled by the stage's field labels. */
  summary: z.array(answerSummaryRowSchema),
  /** Answers not in the summary ('+N more fields...'). */
  moreCount: z.number(),
});

/** Newest first, drafts excluded. */
export const clientSubmissionsResponseSchema = z.object({ submissions: z.array(clientSubmissionSchema) });
