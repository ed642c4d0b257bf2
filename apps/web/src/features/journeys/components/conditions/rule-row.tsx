import { CONDITION_MESSAGES, CONDITION_OPERATOR_LABELS, type ConditionOperator, type ConditionRule } from '@bloom/core';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import type { RuleTarget } from '../../conditions/condition-stages';
import { isIncomplete, operatorsOf, reoperate, retarget, valueKind } from '../../conditions/rule-edit';
import { RuleValueInput } from './rule-value-input';

interface RuleRowProps {
  rule: ConditionRule;
  /** The questions it may point at, in the order offered. */
  targets: RuleTarget[];
  /** The rule's question by name when it is not among them (it comes later); null when deleted. */
  labelOf: (fieldId: string) => string | null;
  /** "Rule 2" or "Rule 1 of the group", for the remove button's name. */
  name: string;
  disabled: boolean;
  onChange: (rule: ConditionRule) => void;
  onRemove: () => void;
}

/** One rule: a question, an operator that fits it, and a value input that fits both. */
export function RuleRow({ rule, targets, labelOf, name, disabled, onChange, onRemove }: RuleRowProps) {
  const id = useId();
  const target = targets.find((t) => t.fieldId === rule.fieldId);
  const ops = target ? operatorsOf(target) : [rule.op];
  const kind = valueKind(target, rule.op);
  const here = targets.filter((t) => t.sameStage);
  const before = [...new Set(targets.filter((t) => !t.sameStage).map((t) => t.stageLabel))];
  const stray = target ? null : (labelOf(rule.fieldId) ?? 'A deleted question');
  return (
    <div className="space-y-1.5">
      <div className="grid items-end gap-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-field`} className="text-xs font-medium text-slate-600">
            Question
          </Label>
          <Select
            id={`${id}-field`}
            disabled={disabled}
            value={rule.fieldId}
            onChange={(event) => {
              const next = targets.find((t) => t.fieldId === event.target.value);
              if (next) onChange(retarget(rule, next));
            }}
          >
            {stray ? <option value={rule.fieldId}>{stray}</option> : null}
            {here.length ? (
              <optgroup label="This stage">
                {here.map((t) => (
                  <option key={t.fieldId} value={t.fieldId}>
                    {t.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {before.map((stageLabel) => (
              <optgroup key={stageLabel} label={stageLabel}>
                {targets
                  .filter((t) => !t.sameStage && t.stageLabel === stageLabel)
                  .map((t) => (
                    <option key={t.fieldId} value={t.fieldId}>
                      {t.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </div>
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-op`} className="text-xs font-medium text-slate-600">
            Condition
          </Label>
          <Select
            id={`${id}-op`}
            disabled={disabled}
            value={rule.op}
            onChange={(event) => onChange(reoperate(rule, event.target.value as ConditionOperator, target))}
          >
            {ops.map((op) => (
              <option key={op} value={op}>
                {CONDITION_OPERATOR_LABELS[op]}
              </option>
            ))}
          </Select>
        </div>
        <div className="min-w-0">
          <RuleValueInput
            id={`${id}-value`}
            kind={kind}
            target={target}
            value={rule.value}
            disabled={disabled}
            onChange={(value) =>
              onChange(value === undefined ? { fieldId: rule.fieldId, op: rule.op } : { ...rule, value })
            }
          />
        </div>
        {disabled ? null : (
          <button
            type="button"
            aria-label={`Remove ${name}`}
            title="Remove rule"
            onClick={onRemove}
            className="flex size-10 cursor-pointer items-center justify-center justify-self-end rounded-lg text-slate-500 transition-colors duration-150 hover:bg-red-50 hover:text-red-700"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      {!target ? null : isIncomplete(rule) ? (
        <p className="text-xs text-amber-800">{CONDITION_MESSAGES.valueNeeded}</p>
      ) : null}
    </div>
  );
}
