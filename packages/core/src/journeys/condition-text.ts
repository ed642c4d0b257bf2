import {
  type Condition,
  type ConditionGroup,
  type ConditionOperator,
  type ConditionRule,
  type ConditionValue,
  isConditionGroup,
} from './conditions';

/** How each operator reads in a sentence ("Budget is more than 5,000"). */
export const CONDITION_OPERATOR_LABELS: Record<ConditionOperator, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  any_of: 'is any of',
  answered: 'is answered',
  empty: 'is empty',
  gt: 'is more than',
  lt: 'is less than',
};

const valueText = (value: ConditionValue | undefined): string => {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'ticked' : 'not ticked';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value;
};

/** One rule as words; `labelOf` names the field (a rule whose field is gone says so). */
export function describeRule(rule: ConditionRule, labelOf: (fieldId: string) => string | null): string {
  const label = labelOf(rule.fieldId) ?? 'a deleted question';
  const op = CONDITION_OPERATOR_LABELS[rule.op];
  if (rule.op === 'answered' || rule.op === 'empty') return `${label} ${op}`;
  return `${label} ${op} ${valueText(rule.value)}`.trimEnd();
}

const joiner = (match: 'all' | 'any') => (match === 'all' ? ' and ' : ' or ');

const describeGroup = (group: ConditionGroup, labelOf: (fieldId: string) => string | null) =>
  `(${group.rules.map((r) => describeRule(r, labelOf)).join(joiner(group.match))})`;

/** "Show when Budget is more than 5,000 and Type is Website"; "Always shown" without rules. */
export function describeCondition(
  condition: Condition | null | undefined,
  labelOf: (fieldId: string) => string | null,
  verb = 'Show when',
): string {
  if (!condition || condition.items.length === 0) return 'Always shown';
  const parts = condition.items.map((item) =>
    isConditionGroup(item)
      ? item.rules.length === 1
        ? describeRule(item.rules[0] as ConditionRule, labelOf)
        : describeGroup(item, labelOf)
      : describeRule(item, labelOf),
  );
  return `${verb} ${parts.join(joiner(condition.match))}`;
}
