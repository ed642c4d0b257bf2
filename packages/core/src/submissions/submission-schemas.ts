import { z } from 'zod';
import { isoInstant } from '../instant';
import { text } from '../text';
import { SUBMISSION_COMMENT_MAX, SUBMISSION_MESSAGES } from './submission-rules';
import { SUBMISSION_STATUSES } from './submission-statuses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const filter = text().trim().max(100, SUBMISSION_MESSAGES.invalidFilter);
const instant = isoInstant('Dates must be ISO date-times');

/** GET /api/submissions: every filter optional; '' means none. */
export const submissionListQuerySchema = z
  .object({
    client: filter
      .refine((s) => s === '' || UUID.test(s), SUBMISSION_MESSAGES.invalidFilter)
      .optional()
      .transform((s) => s || undefined),
    journey: filter.optional().transform((s) => s || undefined),
    status: z
      .union([z.literal(''), z.enum(SUBMISSION_STATUSES)], { error: () => SUBMISSION_MESSAGES.invalidFilter })
      .optional()
      .transform((s) => s || undefined),
    from: z
      .union([z.literal(''), instant])
      .optional()
      .transform((s) => s || undefined),
    to: z
      .union([z.literal(''), instant])
      .optional()
      .transform((s) => s || undefined),
    cursor: text()
      .max(200, SUBMISSION_MESSAGES.invalidCursor)
      .optional()
      .transform((s) => s || undefined),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: SUBMISSION_MESSAGES.invalidDateRange,
    path: ['to'],
  });
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;

export const requestChangesSchema = z.object({
  comment: z
    .string({ error: () => SUBMISSION_MESSAGES.commentRequired })
    .pipe(
      text({ label: 'Comment' })
        .trim()
        .min(1, SUBMISSION_MESSAGES.commentRequired)
        .max(SUBMISSION_COMMENT_MAX, SUBMISSION_MESSAGES.commentTooLong),
    ),
});
export type RequestChangesInput = z.input<typeof requestChangesSchema>;
