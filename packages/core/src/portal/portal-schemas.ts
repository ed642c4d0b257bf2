import { z } from 'zod';
import { text } from '../text';
import { PORTAL_MESSAGES } from './portal-messages';
import { APPROVAL_VALUES } from './portal-rules';

/** Request bodies of the portal API; answers themselves are checked by checkStageAnswers. */

export const portalPasswordSchema = z.object({
  password: z
    .string({ error: () => PORTAL_MESSAGES.passwordRequired })
    .pipe(text({ label: 'Password' }).min(1, PORTAL_MESSAGES.passwordRequired).max(128, PORTAL_MESSAGES.wrongPassword)),
});

export const portalAnswersSchema = z.object({
  answers: z.record(z.string().max(100), z.unknown(), { error: () => 'Answers must be an object' }),
});

export const portalReviewSchema = z
  .object({
    decision: z.enum(APPROVAL_VALUES, { error: () => 'Choose Approve or Request changes' }),
    comment: text({ label: 'Comment' })
      .trim()
      .max(2000, 'Comment must be 2000 characters or fewer')
      .nullish()
      .transform((s) => s || null),
  })
  .refine((r) => r.decision === 'approved' || r.comment, {
    message: PORTAL_MESSAGES.commentRequired,
    path: ['comment'],
  });

export const portalUploadFieldsSchema = z.object({
  stageId: text().trim().min(1, PORTAL_MESSAGES.stageNotFound).max(100, PORTAL_MESSAGES.stageNotFound),
  fieldId: text().trim().min(1, 'Choose the question this file answers').max(100),
});
