import { type DueState, dueLabel, dueState } from '@bloom/core';

/** The portal's own words around due dates (the chip's come from core's dueLabel). */
export const DUE_MESSAGES = {
  overdueCount: (n: number) => `${n} overdue`,
} as const;

/** Today on the browser's clock, 'YYYY-MM-DD' (the server sends due dates on the client's clock). */
export function localToday(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

export interface DueChip {
  /** "Due today", "Due Mar 31", "Overdue by 2 days". */
  text: string;
  state: DueState;
}

/** The chip beside a stage: only an open one with a due date has one. */
export function dueChip(dueOn: string | null | undefined, done: boolean, today: string): DueChip | null {
  if (done || !dueOn || !/^\d{4}-\d{2}-\d{2}$/.test(dueOn)) return null;
  return { text: dueLabel(dueOn, today), state: dueState(dueOn, today) };
}
