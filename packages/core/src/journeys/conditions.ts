/**
 * Conditional logic (zod-free: the portal runs it too). A field or a whole stage may carry a
 * `showWhen` condition over **earlier** answers: rules, or groups of rules, combined by all (AND)
 * or any (OR); one level of nesting. One evaluator serves the portal (live, as the client types),
 * the server (the authority: hidden answers are dropped, hidden required fields not required) and
 * the editor's preview. A rule whose field cannot be found before it (deleted, later, or another
 * journey's) cannot be evaluated: its condition shows, never fails.
 */

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'any_of',
  'answered',
  'empty',
  'gt',
  'lt',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionValue = string | number | boolean | string[];

export interface ConditionRule {
  /** The id of a field before the condition's owner (this stage's earlier fields, then earlier stages'). */
  fieldId: string;
  op: ConditionOperator;
  /** The operand: absent for answered/empty, a list for any_of, a number or YYYY-MM-DD for gt/lt. */
  value?: ConditionValue | undefined;
}

export interface ConditionGroup {
  match: 'all' | 'any';
  rules: ConditionRule[];
}

export interface Condition {
  match: 'all' | 'any';
  items: (ConditionRule | ConditionGroup)[];
}

export const isConditionGroup = (item: ConditionRule | ConditionGroup): item is ConditionGroup =>
  Array.isArray((item as ConditionGroup).rules);

/** Every rule of a condition, groups flattened. */
export const conditionRules = (c: Condition): ConditionRule[] =>
  c.items.flatMap((item) => (isConditionGroup(item) ? item.rules : [item]));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const norm = (v: unknown) => String(v).trim().toLocaleLowerCase('en-US');

/** A number from an answer: a number, or text such as "5,000" or "$5000.50". */
export function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const cleaned = v.replace(/[\s,$€£¥]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

const scalarEquals = (answer: unknown, operand: unknown): boolean => {
  if (typeof operand === 'boolean' || typeof answer === 'boolean') return (answer === true) === (operand === true);
  const a = numberOf(answer);
  const b = numberOf(operand);
  if (a !== null && b !== null && (typeof answer === 'number' || typeof operand === 'number')) return a === b;
  return norm(answer) === norm(operand);
};

/** -1, 0 or 1 comparing an answer with a number or a date; null when they do not compare. */
function compare(answer: unknown, operand: unknown): number | null {
  if (typeof operand === 'string' && DATE.test(operand)) {
    if (typeof answer !== 'string' || !DATE.test(answer)) return null;
    return answer < operand ? -1 : answer > operand ? 1 : 0;
  }
  const a = numberOf(answer);
  const b = numberOf(operand);
  if (a === null || b === null) return null;
  return Math.sign(a - b);
}

const isAnswered = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0);

/** One rule against the answer of its field (undefined: unanswered or hidden). */
export function ruleHolds(rule: ConditionRule, answer: unknown): boolean {
  const list = Array.isArray(answer) ? answer : null;
  switch (rule.op) {
    case 'answered':
      return isAnswered(answer);
    case 'empty':
      return !isAnswered(answer);
    case 'equals':
      if (rule.value === false) return answer !== true;
      if (!isAnswered(answer)) return false;
      return list ? list.some((a) => scalarEquals(a, rule.value)) : scalarEquals(answer, rule.value);
    case 'not_equals':
      return !ruleHolds({ ...rule, op: 'equals' }, answer);
    case 'contains': {
      if (!isAnswered(answer) || rule.value === undefined) return false;
      const needle = norm(rule.value);
      return list ? list.some((a) => norm(a) === needle) : norm(answer).includes(needle);
    }
    case 'any_of': {
      if (!isAnswered(answer)) return false;
      const options = Array.isArray(rule.value) ? rule.value : rule.value === undefined ? [] : [rule.value];
      const answers = list ?? [answer];
      return answers.some((a) => options.some((o) => scalarEquals(a, o)));
    }
    case 'gt':
      return isAnswered(answer) && compare(answer, rule.value) === 1;
    case 'lt':
      return isAnswered(answer) && compare(answer, rule.value) === -1;
    default:
      return false;
  }
}

/** A field as the evaluator sees it (a stored form field, or the editor's draft of one). */
export interface ConditionalField {
  id: string;
  showWhen?: Condition | null | undefined;
}

/** A stage as the evaluator sees it, in journey order. */
export interface ConditionalStage {
  id: string;
  fields: readonly ConditionalField[];
  showWhen?: Condition | null | undefined;
}

/** Where a condition sits: before field `fieldIndex` of stage `stageIndex` (0 for a stage's own condition). */
interface Position {
  stageIndex: number;
  fieldIndex: number;
}

/** The field a rule's id points at from `at`: the nearest one before it, or null. */
export function resolveField(
  stages: readonly ConditionalStage[],
  fieldId: string,
  at: Position,
): { stageIndex: number; fieldIndex: number } | null {
  for (let s = at.stageIndex; s >= 0; s--) {
    const fields = stages[s]?.fields ?? [];
    for (let f = (s === at.stageIndex ? at.fieldIndex : fields.length) - 1; f >= 0; f--) {
      if (fields[f]?.id === fieldId) return { stageIndex: s, fieldIndex: f };
    }
  }
  return null;
}

export interface StageVisibility {
  /** The stage applies to this client. */
  applies: boolean;
  /** Its fields that are hidden (all of them when the stage does not apply). */
  hiddenFieldIds: string[];
}

type AnswersOf = (stageId: string) => Readonly<Record<string, unknown>> | undefined;

/**
 * Which stages apply and which fields show, given each stage's answers. Walks the journey in
 * order: a condition reads only answers already found visible before it, so a hidden field's
 * answer never counts and nothing later can change an earlier stage.
 */
export function journeyVisibility(stages: readonly ConditionalStage[], answersOf: AnswersOf): StageVisibility[] {
  const visible: boolean[][] = [];
  const valueAt = (s: number, f: number): unknown =>
    visible[s]?.[f] ? answersOf(stages[s]?.id ?? '')?.[stages[s]?.fields[f]?.id ?? ''] : undefined;

  const holds = (condition: Condition | null | undefined, at: Position): boolean => {
    if (!condition || condition.items.length === 0) return true;
    const rules = conditionRules(condition);
    const targets = rules.map((r) => resolveField(stages, r.fieldId, at));
    if (targets.some((t) => t === null)) return true; // cannot be evaluated: always show
    const ruleValue = (rule: ConditionRule) => {
      const t = targets[rules.indexOf(rule)] as Position;
      return ruleHolds(rule, valueAt(t.stageIndex, t.fieldIndex));
    };
    const combine = (match: 'all' | 'any', results: boolean[]) =>
      match === 'all' ? results.every(Boolean) : results.some(Boolean);
    return combine(
      condition.match,
      condition.items.map((item) =>
        isConditionGroup(item) ? combine(item.match, item.rules.map(ruleValue)) : ruleValue(item),
      ),
    );
  };

  return stages.map((stage, s) => {
    const applies = holds(stage.showWhen, { stageIndex: s, fieldIndex: 0 });
    visible[s] = stage.fields.map(() => false);
    const hiddenFieldIds: string[] = [];
    stage.fields.forEach((field, f) => {
      const shown = applies && holds(field.showWhen, { stageIndex: s, fieldIndex: f });
      (visible[s] as boolean[])[f] = shown;
      if (!shown) hiddenFieldIds.push(field.id);
    });
    return { applies, hiddenFieldIds };
  });
}

/** The answers of one stage without those of its hidden fields, and which were dropped. */
export function dropHiddenAnswers<T>(
  answers: Readonly<Record<string, T>>,
  hiddenFieldIds: readonly string[],
): { kept: Record<string, T>; dropped: string[] } {
  const hidden = new Set(hiddenFieldIds);
  const kept: [string, T][] = [];
  const dropped: string[] = [];
  for (const [id, value] of Object.entries(answers)) {
    if (hidden.has(id)) dropped.push(id);
    else kept.push([id, value]);
  }
  return { kept: Object.fromEntries(kept), dropped };
}

/** The fields a client answers: the visible ones (a hidden required field is not required). */
export const visibleFields = <F extends { id: string }>(fields: readonly F[], hiddenFieldIds: readonly string[]) =>
  fields.filter((f) => !hiddenFieldIds.includes(f.id));
