import type { DueRule } from '@bloom/core';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { PAYMENTS_UI as M } from '../payments-messages';
import type { MilestoneOption } from '../stage-form';
import { IntegerInput } from './number-inputs';

const RULE_LABELS: Record<DueRule['on'], string> = {
  now: M.dueNow,
  days: M.dueDays,
  date: M.dueDate,
  milestone: M.dueMilestone,
};

/** The rule a kind starts from. */
function ruleOf(on: DueRule['on'], milestones: readonly MilestoneOption[]): DueRule {
  switch (on) {
    case 'now':
      return { on: 'now' };
    case 'days':
      return { on: 'days', days: 30 };
    case 'date':
      return { on: 'date', date: '' };
    case 'milestone':
      return { on: 'milestone', stageId: milestones[0]?.id ?? '' };
  }
}

/**
 * When a payment falls due: now, some days after the client starts paying, on a date, or when a
 * milestone stage of this journey is approved (the journey's saved milestone stages).
 */
export function DueRuleField({
  label,
  value,
  milestones,
  allowNow,
  error,
  onChange,
}: {
  label: string;
  value: DueRule;
  milestones: readonly MilestoneOption[];
  allowNow: boolean;
  error?: string;
  onChange: (rule: DueRule) => void;
}) {
  const id = useId();
  const kinds = (['now', 'days', 'date', 'milestone'] as const).filter((k) => k !== 'now' || allowNow);
  const errorId = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  const unknownMilestone = value.on === 'milestone' && value.stageId && !milestones.some((m) => m.id === value.stageId);

  return (
    <div className="min-w-0 space-y-1.5">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-on`}>{label}</Label>
          <Select
            id={`${id}-on`}
            value={value.on}
            onChange={(event) => onChange(ruleOf(event.target.value as DueRule['on'], milestones))}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {RULE_LABELS[k]}
              </option>
            ))}
          </Select>
        </div>
        {value.on === 'days' ? (
          <div className="min-w-0 space-y-1">
            <Label htmlFor={`${id}-days`}>{M.daysLabel}</Label>
            <IntegerInput
              id={`${id}-days`}
              min={0}
              max={3650}
              value={value.days}
              aria-invalid={invalid}
              aria-describedby={errorId}
              onValue={(days) => onChange({ on: 'days', days })}
            />
          </div>
        ) : value.on === 'date' ? (
          <div className="min-w-0 space-y-1">
            <Label htmlFor={`${id}-date`}>{M.dateLabel}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              min="2000-01-01"
              max="2100-12-31"
              value={value.date}
              aria-invalid={invalid}
              aria-describedby={errorId}
              onChange={(event) => onChange({ on: 'date', date: event.target.value })}
            />
          </div>
        ) : value.on === 'milestone' ? (
          <div className="min-w-0 space-y-1">
            <Label htmlFor={`${id}-milestone`}>{M.milestoneLabel}</Label>
            <Select
              id={`${id}-milestone`}
              value={value.stageId}
              aria-invalid={invalid}
              aria-describedby={errorId}
              onChange={(event) => onChange({ on: 'milestone', stageId: event.target.value })}
            >
              {milestones.length === 0 || unknownMilestone ? <option value={value.stageId}>—</option> : null}
              {milestones.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      {value.on === 'milestone' && milestones.length === 0 ? (
        <p className="text-xs text-slate-500">{M.noMilestones}</p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
