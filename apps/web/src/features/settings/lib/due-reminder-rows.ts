import { DUE_REMINDER_LIMITS } from '@bloom/core';

/**
 * The due-date reminder days as the settings form shows them: rows of "N days before / on / after
 * the due date" ↔ the offsets the API stores (-2: two days before). The server checks the same
 * again (core's dueReminderOffsetsSchema); these say what is wrong next to the row.
 */
export type DueReminderWhen = 'before' | 'on' | 'after';

export interface DueReminderRow {
  days: string;
  when: DueReminderWhen;
}

export const MAX_DUE_REMINDERS = DUE_REMINDER_LIMITS.offsets;
export const MAX_DUE_REMINDER_DAYS = DUE_REMINDER_LIMITS.maxDays;

export const dueReminderRow = (offset: number): DueReminderRow => ({
  days: offset === 0 ? '' : String(Math.abs(offset)),
  when: offset < 0 ? 'before' : offset > 0 ? 'after' : 'on',
});

export const dueReminderRows = (offsets: readonly number[]): DueReminderRow[] =>
  [...offsets].sort((a, b) => a - b).map(dueReminderRow);

/** A row → its offset; null when its days are not a whole number from 1 to the limit. */
export function dueReminderOffset(row: DueReminderRow): number | null {
  if (row.when === 'on') return 0;
  const text = row.days.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const days = Number(text);
  if (days < 1 || days > MAX_DUE_REMINDER_DAYS) return null;
  return row.when === 'before' ? -days : days;
}

const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** -2 → "2 days before", 0 → "On the due date", 1 → "1 day after". */
export function dueReminderLabel(offset: number): string {
  if (offset === 0) return 'On the due date';
  return `${dayWord(Math.abs(offset))} ${offset < 0 ? 'before' : 'after'}`;
}

/** [-2, 0, 1] → "2 days before, on the due date, 1 day after" (in date order). */
export function dueRemindersSummary(offsets: readonly number[]): string {
  if (offsets.length === 0) return 'none: no due-date reminders go';
  return [...offsets]
    .sort((a, b) => a - b)
    .map((o, i) => (i === 0 ? dueReminderLabel(o) : dueReminderLabel(o).replace(/^On/, 'on')))
    .join(', ');
}

export const DUE_REMINDER_ROW_MESSAGES = {
  days: `Enter a number of days from 1 to ${MAX_DUE_REMINDER_DAYS}.`,
  repeated: 'This reminder is already in the list.',
} as const;

/** The rows' offsets in date order, and what is wrong with each row that has a problem (by index). */
export function readDueReminderRows(rows: readonly DueReminderRow[]): {
  offsets: number[];
  errors: Record<number, string>;
} {
  const offsets: number[] = [];
  const errors: Record<number, string> = {};
  rows.forEach((row, i) => {
    const offset = dueReminderOffset(row);
    if (offset === null) errors[i] = DUE_REMINDER_ROW_MESSAGES.days;
    else if (offsets.includes(offset)) errors[i] = DUE_REMINDER_ROW_MESSAGES.repeated;
    else offsets.push(offset);
  });
  return { offsets: offsets.sort((a, b) => a - b), errors };
}
