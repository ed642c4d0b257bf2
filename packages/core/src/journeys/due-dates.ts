import { plural } from '../plural';
import { calendarDaysBetween } from './calendar-date';

/**
 * Due dates (zod-free: the portal shows them). A stage may be due a number of days after the
 * client starts (their invitation went, or they first opened the portal, whichever came first),
 * after the previous stage that applies to them is completed, or on a date set per client. The
 * owner may override any client's date. Dates are calendar dates on the client's clock.
 */
export type StageDueRule = { from: 'start'; days: number } | { from: 'previous'; days: number } | { from: 'fixed' };

export type DueState = 'overdue' | 'due-today' | 'upcoming';

export function dueState(dueOn: string, today: string): DueState {
  const days = calendarDaysBetween(today, dueOn);
  return days < 0 ? 'overdue' : days === 0 ? 'due-today' : 'upcoming';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 31" (this year) or "Mar 31, 2028". */
export function formatDueDate(dueOn: string, today: string): string {
  const [y, m, d] = dueOn.split('-').map(Number) as [number, number, number];
  const short = `${MONTHS[m - 1]} ${d}`;
  return today.startsWith(`${y}-`) ? short : `${short}, ${y}`;
}

/** What the portal and the owner read beside a stage: "Due today", "Due Mar 31", "Overdue by 2 days". */
export function dueLabel(dueOn: string, today: string): string {
  const days = calendarDaysBetween(today, dueOn);
  if (days < 0) return `Overdue by ${plural(-days, 'day')}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due ${formatDueDate(dueOn, today)}`;
}
