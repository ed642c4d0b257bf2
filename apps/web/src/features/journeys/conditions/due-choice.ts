import { DUE_RULE_LIMITS, type StageDueRule } from '@bloom/core';

/** The due date picker's choices; 'none' is no due date. */
export const DUE_CHOICES = [
  { value: 'none', label: 'No due date' },
  { value: 'start', label: 'Days after the client starts' },
  { value: 'previous', label: 'Days after the previous stage is done' },
  { value: 'fixed', label: 'A date you set for each client' },
] as const;

export type DueChoice = (typeof DUE_CHOICES)[number]['value'];

export const DEFAULT_DUE_DAYS = 7;

export const dueChoiceOf = (rule: StageDueRule | null): DueChoice => rule?.from ?? 'none';

/** The rule for a choice, keeping the days already typed when it still counts days. */
export function dueRuleFor(choice: DueChoice, current: StageDueRule | null): StageDueRule | null {
  if (choice === 'none') return null;
  if (choice === 'fixed') return { from: 'fixed' };
  const days = current && current.from !== 'fixed' ? current.days : DEFAULT_DUE_DAYS;
  return { from: choice, days };
}

/** Whole days from 0 to the limit; a cleared box (NaN while typing) saves as 0. */
export const clampDueDays = (days: number) =>
  Number.isFinite(days) ? Math.min(DUE_RULE_LIMITS.maxDays, Math.max(0, Math.round(days))) : 0;

/** What is saved of a stage's rule. */
export const cleanDueRule = (rule: StageDueRule | null): StageDueRule | null =>
  !rule || rule.from === 'fixed' ? rule : { from: rule.from, days: clampDueDays(rule.days) };
