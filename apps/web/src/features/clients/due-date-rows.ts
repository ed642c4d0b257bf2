import { type ClientDueDatesDto, formatDueDate, DEADLINE_MESSAGES as M, type StageDueDateDto } from '@bloom/core';
import type { BadgeTone } from '../../components/ui/badge';

/** One line of the client page's due dates card, as it reads. */
export interface DueDateRow {
  stage: StageDueDateDto;
  /** "Overdue by 2 days", "Due today", "Done"; null when nothing stands out. */
  chip: { tone: BadgeTone; label: string } | null;
  /** When: "Due Mar 31", "Mar 31" once done, or what the date waits for. */
  when: string;
  /** Where the date comes from: the journey's rule as it reads, or the owner's date. */
  source: string;
  /** The button that removes the owner's date ("Use the journey's rule", or "Clear" with no rule to go back to). */
  reset: string | null;
}

const CHIPS = {
  overdue: 'red',
  'due-today': 'amber',
} as const satisfies Record<string, BadgeTone>;

/** What a stage without a date waits for. */
function waiting(stage: StageDueDateDto, startedOn: string | null): string {
  if (!stage.rule) return M.noDate;
  if (stage.rule.from === 'fixed') return M.waitingForDate;
  if (stage.rule.from === 'start' && !startedOn) return M.waitingForStart;
  return M.waitingForPrevious;
}

/** The stages that apply to the client, each as the card shows it. */
export function dueDateRows(dates: ClientDueDatesDto): DueDateRow[] {
  return dates.stages
    .filter((stage) => stage.applies)
    .map((stage) => {
      const chip = stage.completed
        ? { tone: 'primary' as const, label: M.done }
        : stage.state && stage.state !== 'upcoming' && stage.label
          ? { tone: CHIPS[stage.state], label: stage.label }
          : null;
      const when = !stage.dueOn
        ? waiting(stage, dates.startedOn)
        : stage.completed || !stage.label
          ? formatDueDate(stage.dueOn, dates.today)
          : stage.label;
      const ruled = stage.rule !== null && stage.rule.from !== 'fixed';
      return {
        stage,
        chip,
        when,
        source: stage.overrideOn ? M.yourDate : stage.ruleText,
        reset: stage.overrideOn ? (ruled ? M.useRule : M.clear) : null,
      };
    });
}
