import { CONDITION_MESSAGES, type Condition, describeCondition } from '@bloom/core';
import { GitBranch, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { RuleTarget } from '../../conditions/condition-stages';
import { cleanCondition, newRule } from '../../conditions/rule-edit';
import { ConditionBuilder } from './condition-builder';

interface ConditionControlProps {
  condition: Condition | null | undefined;
  subject: 'question' | 'stage';
  targets: RuleTarget[];
  labelOf: (fieldId: string) => string | null;
  /** Rules that cannot be evaluated (a deleted or later question). */
  warnings: readonly string[];
  readOnly: boolean;
  onChange: (condition: Condition | null) => void;
}

/**
 * A question's or a stage's "Conditions": the rule as a sentence, warnings about rules that cannot
 * be evaluated, and the rule builder behind a button.
 */
export function ConditionControl({
  condition,
  subject,
  targets,
  labelOf,
  warnings,
  readOnly,
  onChange,
}: ConditionControlProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const focusRules = useRef(false);
  const first = targets[0];
  // The button that opened the builder is gone: the keyboard goes on to the first rule's question.
  useEffect(() => {
    if (!open || !focusRules.current) return;
    focusRules.current = false;
    document.getElementById(`${id}-rules`)?.querySelector<HTMLSelectElement>('ol select')?.focus();
  }, [open, id]);
  if (readOnly && !condition) return null;

  if (!condition) {
    return first ? (
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 text-primary-800"
          onClick={() => {
            onChange({ match: 'all', items: [newRule(first)] });
            focusRules.current = true;
            setOpen(true);
          }}
        >
          <GitBranch aria-hidden="true" className="size-4" />
          Show this {subject} only when…
        </Button>
      </div>
    ) : (
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <GitBranch aria-hidden="true" className="size-4 shrink-0" />
        Always shown. {CONDITION_MESSAGES.noEarlierQuestion}
      </p>
    );
  }

  const sentence = describeCondition(cleanCondition(condition), labelOf);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-start gap-2">
        <GitBranch aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <div className="min-w-0 flex-1">
          <h5 id={`${id}-title`} className="text-xs font-medium text-slate-600">
            Conditions
          </h5>
          <p className="text-sm break-words text-slate-900">{sentence}</p>
        </div>
        {readOnly ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={`${id}-rules`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Done' : 'Edit conditions'}
          </Button>
        )}
      </div>
      {warnings.length ? (
        <ul className="space-y-1">
          {warnings.map((w) => (
            <li key={w} className="flex items-start gap-1.5 text-xs text-amber-800">
              <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {w}
            </li>
          ))}
        </ul>
      ) : null}
      {open && !readOnly ? (
        <div id={`${id}-rules`} className="space-y-3 border-t border-slate-200 pt-3">
          <ConditionBuilder
            condition={condition}
            subject={subject}
            targets={targets}
            labelOf={labelOf}
            disabled={false}
            onChange={(next) => {
              onChange(next);
              if (!next) setOpen(false);
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700! hover:bg-red-50!"
            onClick={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            Remove conditions
          </Button>
        </div>
      ) : null}
    </section>
  );
}
