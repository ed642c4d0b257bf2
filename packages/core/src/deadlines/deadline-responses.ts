import { z } from 'zod';
import { stageDueRuleSchema } from '../journeys/due-rule-schema';

/** Where a stage stands against its date on the client's clock (core's dueState); null: no date, done or skipped. */
export const DUE_STATES = ['overdue', 'due-today', 'upcoming'] as const;

/** One stage of the client's journey with its due date (all dates 'YYYY-MM-DD' on the client's clock). */
export const stageDueDateSchema = z.object({
  stageId: z.string(),
  name: z.string(),
  order: z.number().int(),
  /** The stage applies to this client (its conditions hold); a stage that does not has no date. */
  applies: z.boolean(),
  completed: z.boolean(),
  /** The journey's rule for the stage, and how it reads ("3 days after the client starts"). */
  rule: stageDueRuleSchema.nullable(),
  ruleText: z.string(),
  /** The date in force: the owner's date if set, else the rule's; null when none is known yet. */
  dueOn: z.string().nullable(),
  overrideOn: z.string().nullable(),
  state: z.enum(DUE_STATES).nullable(),
  /** "Overdue by 2 days", "Due today", "Due Mar 31" while open; null otherwise. */
  label: z.string().nullable(),
});
export type StageDueDateDto = z.output<typeof stageDueDateSchema>;

/** GET /api/clients/{id}/due-dates (and the PUT's answer): the client's clock and each stage of their journey. */
export const clientDueDatesSchema = z.object({
  timeZone: z.string(),
  /** Today on the client's clock. */
  today: z.string(),
  /** The local date the client started (invitation sent or portal opened, the earlier); null before. */
  startedOn: z.string().nullable(),
  stages: z.array(stageDueDateSchema),
});
export type ClientDueDatesDto = z.output<typeof clientDueDatesSchema>;
