import {
  APPROVAL_VALUES,
  type Condition,
  type ConditionGroup,
  type ConditionOperator,
  type ConditionRule,
  type ConditionValue,
  isConditionGroup,
  operatorsFor,
} from '@bloom/core';
import type { RuleTarget } from './condition-stages';

/** How a rule's value is picked, from its question and operator. */
export type ValueKind = 'none' | 'tick' | 'one' | 'many' | 'number' | 'date' | 'text' | 'list';

const NO_VALUE: readonly ConditionOperator[] = ['answered', 'empty'];

/** The choices a question offers a rule: its options, or an approval's two answers. */
export const choicesOf = (target: RuleTarget | undefined): string[] =>
  target?.type === 'approval' ? [...APPROVAL_VALUES] : (target?.options ?? []);

export const operatorsOf = (target: RuleTarget | undefined) => operatorsFor(target?.type ?? 'text', !!target?.multi);

export function valueKind(target: RuleTarget | undefined, op: ConditionOperator): ValueKind {
  if (NO_VALUE.includes(op)) return 'none';
  const type = target?.type;
  if (type === 'checkbox' && !target?.multi) return 'tick';
  const choices = choicesOf(target);
  if (choices.length > 0) return op === 'any_of' ? 'many' : 'one';
  if (op === 'any_of') return 'list';
  if (type === 'number' || type === 'star-rating') return 'number';
  if (type === 'date') return 'date';
  return 'text';
}

function defaultValue(target: RuleTarget | undefined, op: ConditionOperator): ConditionValue | undefined {
  switch (valueKind(target, op)) {
    case 'tick':
      return true;
    case 'one':
      return choicesOf(target)[0] ?? '';
    case 'many':
      return choicesOf(target).slice(0, 1);
    case 'list':
      return [];
    case 'text':
    case 'date':
      return '';
    default:
      return undefined;
  }
}

const withValue = (rule: Omit<ConditionRule, 'value'>, value: ConditionValue | undefined): ConditionRule =>
  value === undefined ? { fieldId: rule.fieldId, op: rule.op } : { fieldId: rule.fieldId, op: rule.op, value };

/** A new rule on a question: its first operator, a value to start from. */
export function newRule(target: RuleTarget): ConditionRule {
  const op = operatorsOf(target)[0] ?? 'answered';
  return withValue({ fieldId: target.fieldId, op }, defaultValue(target, op));
}

/** The rule pointed at another question: its operator kept when that question allows it. */
export function retarget(rule: ConditionRule, target: RuleTarget): ConditionRule {
  const ops = operatorsOf(target);
  const op = ops.includes(rule.op) ? rule.op : (ops[0] ?? 'answered');
  return withValue({ fieldId: target.fieldId, op }, defaultValue(target, op));
}

/** The rule with another operator: its value kept, or carried over between one and a list. */
export function reoperate(rule: ConditionRule, op: ConditionOperator, target: RuleTarget | undefined): ConditionRule {
  const from = valueKind(target, rule.op);
  const to = valueKind(target, op);
  if (to === from) return withValue({ fieldId: rule.fieldId, op }, rule.value);
  const v = rule.value;
  if ((to === 'many' || to === 'list') && (typeof v === 'string' || typeof v === 'number') && v !== '')
    return withValue({ fieldId: rule.fieldId, op }, [String(v)]);
  if ((to === 'one' || to === 'text') && Array.isArray(v) && v.length > 0)
    return withValue({ fieldId: rule.fieldId, op }, v[0]);
  return withValue({ fieldId: rule.fieldId, op }, defaultValue(target, op));
}

/** A rule that still needs its value (it is left out when the journey is saved). */
export function isIncomplete(rule: ConditionRule): boolean {
  if (NO_VALUE.includes(rule.op)) return false;
  const v = rule.value;
  if (v === undefined || v === '') return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  return Array.isArray(v) && v.every((x) => x.trim() === '');
}

const cleanRule = (rule: ConditionRule): ConditionRule | null => {
  if (isIncomplete(rule)) return null;
  if (NO_VALUE.includes(rule.op)) return { fieldId: rule.fieldId, op: rule.op };
  const v = rule.value;
  if (Array.isArray(v)) return { ...rule, value: v.map((x) => x.trim()).filter(Boolean) };
  return typeof v === 'string' ? { ...rule, value: v.trim() } : rule;
};

/** What is saved of a condition: finished rules only, no empty group; null when nothing is left. */
export function cleanCondition(condition: Condition | null | undefined): Condition | null {
  if (!condition) return null;
  const items = condition.items.flatMap((item): (ConditionRule | ConditionGroup)[] => {
    if (!isConditionGroup(item)) {
      const rule = cleanRule(item);
      return rule ? [rule] : [];
    }
    const rules = item.rules.flatMap((r) => cleanRule(r) ?? []);
    return rules.length ? [{ match: item.match, rules }] : [];
  });
  return items.length ? { match: condition.match, items } : null;
}

/** A condition with its `index`th item replaced, or removed (`null`); null once nothing is left. */
export function withItem(
  condition: Condition,
  index: number,
  item: ConditionRule | ConditionGroup | null,
): Condition | null {
  const items = item
    ? condition.items.map((it, i) => (i === index ? item : it))
    : condition.items.filter((_, i) => i !== index);
  return items.length ? { ...condition, items } : null;
}

/** A group with its `index`th rule replaced, or removed (`null`); null once it has no rule. */
export function withGroupRule(group: ConditionGroup, index: number, rule: ConditionRule | null): ConditionGroup | null {
  const rules = rule ? group.rules.map((r, i) => (i === index ? rule : r)) : group.rules.filter((_, i) => i !== index);
  return rules.length ? { ...group, rules } : null;
}
