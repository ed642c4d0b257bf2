import { CONDITION_LIMITS, type ConditionGroup } from '@bloom/core';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import type { RuleTarget } from '../../conditions/condition-stages';
import { newRule, withGroupRule } from '../../conditions/rule-edit';
import { RuleRow } from './rule-row';

interface RuleGroupProps {
  group: ConditionGroup;
  number: number;
  targets: RuleTarget[];
  labelOf: (fieldId: string) => string | null;
  disabled: boolean;
  /** The group changed, or went (null) with its last rule or its remove button. */
  onChange: (group: ConditionGroup | null) => void;
}

/** A group of rules inside a condition: all or any of them (one level deep, no groups in groups). */
export function RuleGroup({ group, number, targets, labelOf, disabled, onChange }: RuleGroupProps) {
  const id = useId();
  const first = targets[0];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="sr-only">Group {number}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${id}-match`} className="text-sm text-slate-700">
          Group {number}: true when
        </Label>
        <Select
          id={`${id}-match`}
          className="w-44"
          disabled={disabled}
          value={group.match}
          onChange={(event) => onChange({ ...group, match: event.target.value as ConditionGroup['match'] })}
        >
          <option value="all">all of these hold</option>
          <option value="any">any of these holds</option>
        </Select>
        {disabled ? null : (
          <Button variant="ghost" size="sm" className="ml-auto text-red-700!" onClick={() => onChange(null)}>
            Remove group
          </Button>
        )}
      </div>
      <ul className="space-y-3">
        {group.rules.map((rule, i) => (
          <li key={i}>
            <RuleRow
              rule={rule}
              targets={targets}
              labelOf={labelOf}
              name={`rule ${i + 1} of group ${number}`}
              disabled={disabled}
              onChange={(next) => onChange(withGroupRule(group, i, next))}
              onRemove={() => onChange(withGroupRule(group, i, null))}
            />
          </li>
        ))}
      </ul>
      {disabled || !first ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={group.rules.length >= CONDITION_LIMITS.rulesPerGroup}
          onClick={() => onChange({ ...group, rules: [...group.rules, newRule(first)] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a rule to this group
        </Button>
      )}
    </fieldset>
  );
}
