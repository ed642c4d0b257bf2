import { DUE_RULE_LIMITS, describeDueRule, type StageDueRule } from '@bloom/core';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { DaysInput } from '../../../../components/ui/days-input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { cleanDueRule, DUE_CHOICES, type DueChoice, dueChoiceOf, dueRuleFor } from '../../conditions/due-choice';

interface DueRulePickerProps {
  rule: StageDueRule | null;
  /** The first stage: "after the previous stage" counts from the client's start. */
  first: boolean;
  readOnly: boolean;
  onChange: (rule: StageDueRule | null) => void;
}

/** A stage's due date: none, N days after the client starts or the previous stage, or set per client. */
export function DueRulePicker({ rule, first, readOnly, onChange }: DueRulePickerProps) {
  const id = useId();
  const counts = rule !== null && rule.from !== 'fixed';
  const hint =
    rule?.from === 'fixed'
      ? "Set each client's date on their page; until then the stage has none."
      : rule?.from === 'previous' && first
        ? 'The first stage counts from the day the client starts.'
        : rule
          ? 'Clients see it in their portal, in their time zone; reminders follow it.'
          : null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 space-y-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-from`}>Due date</Label>
          <Select
            id={`${id}-from`}
            value={dueChoiceOf(rule)}
            disabled={readOnly}
            aria-describedby={rule ? `${id}-summary` : undefined}
            onChange={(event) => onChange(dueRuleFor(event.target.value as DueChoice, rule))}
          >
            {DUE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </div>
        {counts ? (
          <div className="w-28 space-y-1.5">
            <Label htmlFor={`${id}-days`}>Days</Label>
            <DaysInput
              id={`${id}-days`}
              min={0}
              max={DUE_RULE_LIMITS.maxDays}
              disabled={readOnly}
              value={Number.isFinite(rule.days) ? rule.days : ''}
              onChange={(event) => onChange({ from: rule.from, days: event.target.valueAsNumber })}
              onBlur={() => onChange(cleanDueRule(rule))}
            />
          </div>
        ) : null}
      </div>
      {rule ? (
        <p id={`${id}-summary`} className="flex items-start gap-1.5 text-xs text-slate-600">
          <CalendarClock aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-500" />
          <span>
            {counts ? (
              <span className="font-medium text-slate-800">{describeDueRule(cleanDueRule(rule))}. </span>
            ) : null}
            {hint}
          </span>
        </p>
      ) : null}
    </div>
  );
}
