import { CONDITION_LIMITS, type Condition, isConditionGroup } from '@bloom/core';
import { ListPlus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import type { RuleTarget } from '../../conditions/condition-stages';
import { newRule, withItem } from '../../conditions/rule-edit';
import { RuleGroup } from './rule-group';
import { RuleRow } from './rule-row';

interface ConditionBuilderProps {
  condition: Condition;
  /** 'question' or 'stage': "Show this question when…". */
  subject: string;
  targets: RuleTarget[];
  labelOf: (fieldId: string) => string | null;
  disabled: boolean;
  /** The condition changed; null once its last rule went. */
  onChange: (condition: Condition | null) => void;
}

/** The rules of one condition, all or any of them, with groups one level deep. */
export function ConditionBuilder({ condition, subject, targets, labelOf, disabled, onChange }: ConditionBuilderProps) {
  const id = useId();
  const first = targets[0];
  const full = condition.items.length >= CONDITION_LIMITS.items;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${id}-match`} className="text-sm text-slate-700">
          Show this {subject} when
        </Label>
        <Select
          id={`${id}-match`}
          className="w-48"
          disabled={disabled}
          value={condition.match}
          onChange={(event) => onChange({ ...condition, match: event.target.value as Condition['match'] })}
        >
          <option value="all">all of these hold</option>
          <option value="any">any of these holds</option>
        </Select>
      </div>

      <ol className="space-y-3">
        {condition.items.map((item, i) => (
          <li key={i}>
            {isConditionGroup(item) ? (
              <RuleGroup
                group={item}
                number={condition.items.slice(0, i + 1).filter(isConditionGroup).length}
                targets={targets}
                labelOf={labelOf}
                disabled={disabled}
                onChange={(group) => onChange(withItem(condition, i, group))}
              />
            ) : (
              <RuleRow
                rule={item}
                targets={targets}
                labelOf={labelOf}
                name={`rule ${i + 1}`}
                disabled={disabled}
                onChange={(rule) => onChange(withItem(condition, i, rule))}
                onRemove={() => onChange(withItem(condition, i, null))}
              />
            )}
          </li>
        ))}
      </ol>

      {disabled || !first ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={full}
            onClick={() => onChange({ ...condition, items: [...condition.items, newRule(first)] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a rule
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={full}
            onClick={() =>
              onChange({
                ...condition,
                items: [
                  ...condition.items,
                  { match: condition.match === 'all' ? 'any' : 'all', rules: [newRule(first), newRule(first)] },
                ],
              })
            }
          >
            <ListPlus aria-hidden="true" className="size-4" />
            Add a group
          </Button>
        </div>
      )}
    </div>
  );
}
