import {
  type ClientDueDatesDto,
  describeDueRule,
  dueLabel,
  dueState,
  journeyDueDates,
  localDateKey,
  type StageDueDateDto,
} from '@bloom/core';
import type { ClientDueInputs } from './due-date-inputs';

/** One stage's row of stage_due_dates as it should be now. */
export interface PlannedDueDate {
  stageId: string;
  dueOn: string | null;
  overrideOn: string | null;
  /** Applies to the client and is not done. */
  open: boolean;
}

/** Each stage of the journey with its date in force (the override wins), in journey order. */
function withDates(input: ClientDueInputs) {
  const dates = journeyDueDates(
    input.stages.map((s) => ({
      id: s.id,
      due: s.rule,
      applies: s.applies,
      completedOn: s.completedOn,
      overrideOn: input.overrides.get(s.id) ?? null,
    })),
    input.startedOn,
  );
  return input.stages.map((stage, i) => ({ stage, dueOn: dates[i] ?? null }));
}

/**
 * The rows the client should have: one per stage with a rule or an owner's date (a stage with
 * neither has nothing to keep), and the kept rows to remove: stages that left the journey (deleted,
 * or the client moved to another journey; their ids never come back, so their overrides go too)
 * or have neither any more.
 */
export function planDueDates(input: ClientDueInputs): { rows: PlannedDueDate[]; remove: string[] } {
  const rows = withDates(input)
    .filter(({ stage }) => stage.rule !== null || input.overrides.has(stage.id))
    .map(({ stage, dueOn }) => ({
      stageId: stage.id,
      dueOn,
      overrideOn: input.overrides.get(stage.id) ?? null,
      open: stage.applies && stage.completedOn === null,
    }));
  const wanted = new Set(rows.map((r) => r.stageId));
  return { rows, remove: [...input.kept].filter((id) => !wanted.has(id)).sort() };
}

/** The client page's due dates at `now`: every stage, its rule and date, where it stands today. */
export function dueDatesDto(input: ClientDueInputs, now: Date): ClientDueDatesDto {
  const today = localDateKey(now, input.timeZone);
  const stages = withDates(input).map(({ stage, dueOn }): StageDueDateDto => {
    const open = stage.applies && stage.completedOn === null && dueOn !== null;
    return {
      stageId: stage.id,
      name: stage.name,
      order: stage.order,
      applies: stage.applies,
      completed: stage.completedOn !== null,
      rule: stage.rule,
      ruleText: describeDueRule(stage.rule),
      dueOn,
      overrideOn: input.overrides.get(stage.id) ?? null,
      state: open && dueOn ? dueState(dueOn, today) : null,
      label: open && dueOn ? dueLabel(dueOn, today) : null,
    };
  });
  return { timeZone: input.timeZone, today, startedOn: input.startedOn, stages };
}
