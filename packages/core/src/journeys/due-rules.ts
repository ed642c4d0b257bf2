import { plural } from '../plural';
import { addCalendarDays, calendarDaysBetween } from './calendar-date';
import type { StageDueRule } from './due-dates';

/** Due date rules as the server and the editor read them (the portal only shows dates: due-dates.ts). */

export const DUE_RULE_LIMITS = { maxDays: 365 } as const;

/** Days relative to a due date when a due-date reminder goes: 2 before, on the day, 1 after. */
export const DEFAULT_DUE_REMINDER_OFFSETS = [-2, 0, 1] as const;
export const DUE_REMINDER_LIMITS = { offsets: 6, maxDays: 30 } as const;

export interface DueStage {
  id: string;
  due: StageDueRule | null;
  /** The stage applies to this client (conditional logic). */
  applies: boolean;
  /** The local date it was completed, null while open. */
  completedOn: string | null;
  /** The owner's date for this client, which wins over the rule. */
  overrideOn: string | null;
}

/**
 * Each stage's due date for one client (null: none, or not known yet), in journey order.
 * `startedOn` is the local date the client started, null before they have.
 */
export function journeyDueDates(stages: readonly DueStage[], startedOn: string | null): (string | null)[] {
  let previousDoneOn: string | null = startedOn;
  return stages.map((stage) => {
    const due = stage.overrideOn ?? ruleDate(stage.due, startedOn, previousDoneOn);
    if (stage.applies) previousDoneOn = stage.completedOn;
    return stage.applies ? due : null;
  });
}

function ruleDate(rule: StageDueRule | null, startedOn: string | null, previousDoneOn: string | null): string | null {
  if (!rule || rule.from === 'fixed') return null;
  const anchor = rule.from === 'start' ? startedOn : previousDoneOn;
  return anchor ? addCalendarDays(anchor, rule.days) : null;
}

/** The offset (of `offsets`) that falls today for a stage due `dueOn`, or null. */
export function dueReminderOffsetToday(dueOn: string, today: string, offsets: readonly number[]): number | null {
  const offset = calendarDaysBetween(dueOn, today);
  return offsets.includes(offset) ? offset : null;
}

/** How a rule reads in the editor: "3 days after the client starts". */
export function describeDueRule(rule: StageDueRule | null): string {
  if (!rule) return 'No due date';
  if (rule.from === 'fixed') return 'A date you set for each client';
  if (rule.days === 0)
    return rule.from === 'start' ? 'The day the client starts' : 'The day the previous stage is done';
  const days = plural(rule.days, 'day');
  return rule.from === 'start' ? `${days} after the client starts` : `${days} after the previous stage is done`;
}
