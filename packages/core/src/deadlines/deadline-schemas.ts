import { z } from 'zod';
import { isCalendarDate } from '../journeys/calendar-date';
import { DEADLINE_MESSAGES as M } from './deadline-messages';

/** A calendar date 'YYYY-MM-DD' (1900–2200), as a due date is written. */
export const calendarDateSchema = z.string({ error: M.dateInvalid }).refine(isCalendarDate, M.dateInvalid);

/** PUT /api/clients/{id}/due-dates/{stageId}: the owner's date for this client's stage; null goes back to the rule. */
export const dueDateOverrideSchema = z.strictObject({
  overrideOn: calendarDateSchema.nullable(),
});
export type DueDateOverrideInput = z.input<typeof dueDateOverrideSchema>;
