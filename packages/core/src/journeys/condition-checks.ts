import {
  type Condition,
  type ConditionalStage,
  type ConditionGroup,
  type ConditionOperator,
  type ConditionRule,
  conditionRules,
  isConditionGroup,
  resolveField,
} from './conditions';

/**
 * What the editor and the server's save need of conditions (the portal does not: apart, so its
 * bundle carries only the evaluator): the operators a field offers, and the rules that cannot be
 * evaluated, to flag them or drop them.
 */

/** The operators that make sense for a field's type (the editor offers these). */
export function operatorsFor(type: string, multi: boolean): readonly ConditionOperator[] {
  switch (type) {
    case 'number':
    case 'star-rating':
    case 'date':
      return ['equals', 'not_equals', 'gt', 'lt', 'answered', 'empty'];
    case 'radio':
    case 'select':
    case 'approval':
      return ['equals', 'not_equals', 'any_of', 'answered', 'empty'];
    case 'checkbox':
      return multi ? ['contains', 'any_of', 'answered', 'empty'] : ['equals', 'answered', 'empty'];
    case 'file':
      return ['answered', 'empty'];
    default:
      return ['equals', 'not_equals', 'contains', 'any_of', 'answered', 'empty', 'gt', 'lt'];
  }
}

export type ConditionProblem = 'missing' | 'later';

export interface ConditionIssue {
  stageIndex: number;
  /** Null: the stage's own condition. */
  fieldIndex: number | null;
  fieldId: string;
  problem: ConditionProblem;
}

/** Rules that cannot be evaluated: their field is deleted (or another journey's), or comes later. */
export function conditionIssues(stages: readonly ConditionalStage[]): ConditionIssue[] {
  const everywhere = new Set(stages.flatMap((s) => s.fields.map((f) => f.id)));
  const issues: ConditionIssue[] = [];
  const check = (condition: Condition | null | undefined, stageIndex: number, fieldIndex: number | null) => {
    if (!condition) return;
    for (const rule of conditionRules(condition)) {
      if (resolveField(stages, rule.fieldId, { stageIndex, fieldIndex: fieldIndex ?? 0 })) continue;
      issues.push({
        stageIndex,
        fieldIndex,
        fieldId: rule.fieldId,
        problem: everywhere.has(rule.fieldId) ? 'later' : 'missing',
      });
    }
  };
  stages.forEach((stage, s) => {
    check(stage.showWhen, s, null);
    stage.fields.forEach((field, f) => {
      check(field.showWhen, s, f);
    });
  });
  return issues;
}

/**
 * A condition without the rules that cannot be evaluated at `at` (a group left empty goes too);
 * null when nothing is left, which reads as "always show". The server saves journeys this way.
 */
function pruneCondition(
  stages: readonly ConditionalStage[],
  condition: Condition | null | undefined,
  at: { stageIndex: number; fieldIndex: number },
): Condition | null {
  if (!condition) return null;
  const ok = (r: ConditionRule) => resolveField(stages, r.fieldId, at) !== null;
  const items = condition.items.flatMap((item): (ConditionRule | ConditionGroup)[] => {
    if (!isConditionGroup(item)) return ok(item) ? [item] : [];
    const rules = item.rules.filter(ok);
    return rules.length ? [{ ...item, rules }] : [];
  });
  return items.length ? { ...condition, items } : null;
}

/** Every condition of a journey with its unevaluable rules removed. */
export function pruneConditions<S extends ConditionalStage>(stages: readonly S[]): S[] {
  return stages.map((stage, s) => ({
    ...stage,
    showWhen: pruneCondition(stages, stage.showWhen, { stageIndex: s, fieldIndex: 0 }),
    fields: stage.fields.map((field, f) => {
      const showWhen = pruneCondition(stages, field.showWhen, { stageIndex: s, fieldIndex: f });
      const { showWhen: _, ...rest } = field;
      return showWhen ? { ...rest, showWhen } : rest;
    }),
  }));
}
