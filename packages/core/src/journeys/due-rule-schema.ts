import { z } from 'zod';
import type { StageDueRule } from './due-dates';
import { DUE_REMINDER_LIMITS, DUE_RULE_LIMITS } from './due-rules';
import { DUE_REMINDER_MESSAGES } from './journey-messages';

export { DUE_REMINDER_MESSAGES };

const days = z.number().int().min(0).max(DUE_RULE_LIMITS.maxDays);

/** A stage's due date rule (due-dates.ts says how it is read). */
export const stageDueRuleSchema: z.ZodType<StageDueRule> = z.discriminatedUnion('from', [
  z.strictObject({ from: z.literal('start'), days }),
  z.strictObject({ from: z.literal('previous'), days }),
  z.strictObject({ from: z.literal('fixed') }),
]);

const offsetsInvalid = DUE_REMINDER_MESSAGES.offsetsInvalid;
const offset = z
  .number({ error: offsetsInvalid })
  .int(offsetsInvalid)
  .min(-DUE_REMINDER_LIMITS.maxDays, offsetsInvalid)
  .max(DUE_REMINDER_LIMITS.maxDays, offsetsInvalid);

/** The workspace's due-date reminder days: before (negative), on (0) or after the due date; each once. */
export const dueReminderOffsetsSchema = z
  .array(offset, { error: offsetsInvalid })
  .max(DUE_REMINDER_LIMITS.offsets, offsetsInvalid)
  .refine((a) => new Set(a).size === a.length, offsetsInvalid);
