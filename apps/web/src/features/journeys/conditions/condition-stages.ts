import {
  CONDITION_MESSAGES,
  type Condition,
  type ConditionalStage,
  conditionIssues,
  type FieldType,
  type FormField,
  resolveField,
  type StepType,
  stageTitle,
} from '@bloom/core';

/** What the conditions need of a draft stage (journey-draft's DraftStage has it). */
export interface ConditionDraftStage {
  key: string;
  name: string;
  stepType: StepType;
  formConfig: FormField[];
  showWhen: Condition | null;
}

/** An agreement or payment stage is saved without questions, so none of its fields count. */
export const askedFields = (stage: Pick<ConditionDraftStage, 'stepType' | 'formConfig'>): FormField[] =>
  stage.stepType === 'agreement' || stage.stepType === 'payment' ? [] : stage.formConfig;

/** The draft as core's evaluator sees it (a stage's local key for its id). */
export const conditionalStages = (stages: readonly ConditionDraftStage[]): ConditionalStage[] =>
  stages.map((s) => ({ id: s.key, fields: askedFields(s), showWhen: s.showWhen }));

/** A question a rule may point at. */
export interface RuleTarget {
  fieldId: string;
  label: string;
  type: FieldType;
  options: string[];
  /** A checkbox with options: its answer is a list. */
  multi: boolean;
  maxRating?: number | undefined;
  /** Where it is asked: the same stage as the condition, or an earlier one (named). */
  stageLabel: string;
  sameStage: boolean;
}

export const questionLabel = (field: Pick<FormField, 'label'>) => field.label.trim() || 'Untitled question';

function target(field: FormField, stageLabel: string, sameStage: boolean): RuleTarget {
  const options = (field.options ?? []).map((o) => o.trim()).filter(Boolean);
  return {
    fieldId: field.id,
    label: questionLabel(field),
    type: field.type,
    options,
    multi: field.type === 'checkbox' && options.length > 0,
    maxRating: field.maxRating,
    stageLabel,
    sameStage,
  };
}

/**
 * The questions a condition may point at: the earlier questions of its own stage (none for the
 * stage's own condition, `fieldIndex` null), then those of the stages before it, nearest first.
 * A question whose id a nearer one repeats is left out: a rule reads the nearest.
 */
export function ruleTargets(
  stages: readonly ConditionDraftStage[],
  stageIndex: number,
  fieldIndex: number | null,
): RuleTarget[] {
  const evaluated = conditionalStages(stages);
  const at = { stageIndex, fieldIndex: fieldIndex ?? 0 };
  const targets: RuleTarget[] = [];
  for (let s = stageIndex; s >= 0; s--) {
    const stage = stages[s];
    if (!stage) continue;
    const fields = askedFields(stage);
    const end = s === stageIndex ? at.fieldIndex : fields.length;
    fields.slice(0, end).forEach((field, f) => {
      const nearest = resolveField(evaluated, field.id, at);
      if (nearest?.stageIndex === s && nearest.fieldIndex === f) {
        targets.push(target(field, stageTitle(stage.name, s), s === stageIndex));
      }
    });
  }
  return targets;
}

/** A question's label by id, anywhere in the journey (a rule on a later one still reads by name). */
export function labelLookup(stages: readonly ConditionDraftStage[]): (fieldId: string) => string | null {
  const labels = new Map<string, string>();
  for (const stage of stages) {
    for (const field of askedFields(stage)) if (!labels.has(field.id)) labels.set(field.id, questionLabel(field));
  }
  return (fieldId) => labels.get(fieldId) ?? null;
}

/**
 * The editor's warnings about rules that cannot be evaluated, by where the condition sits:
 * `${stageIndex}:stage` for a stage's own, `${stageIndex}:${fieldIndex}` for a question's.
 */
export function conditionWarnings(stages: readonly ConditionDraftStage[]): Map<string, string[]> {
  const warnings = new Map<string, string[]>();
  for (const issue of conditionIssues(conditionalStages(stages))) {
    const key = warningKey(issue.stageIndex, issue.fieldIndex);
    const message = CONDITION_MESSAGES[issue.problem];
    const list = warnings.get(key) ?? [];
    if (!list.includes(message)) list.push(message);
    warnings.set(key, list);
  }
  return warnings;
}

export const warningKey = (stageIndex: number, fieldIndex: number | null) => `${stageIndex}:${fieldIndex ?? 'stage'}`;

/** What a stage's editors need to build and check conditions (its questions' and its own). */
export interface StageConditions {
  /** The questions a rule may point at from question `fieldIndex`, or from the stage's own condition (null). */
  targets: (fieldIndex: number | null) => RuleTarget[];
  warnings: (fieldIndex: number | null) => readonly string[];
  labelOf: (fieldId: string) => string | null;
}

/** Each stage's StageConditions by its index, from the whole draft (the warnings found once per edit). */
export function stagesConditions(stages: readonly ConditionDraftStage[]): (stageIndex: number) => StageConditions {
  const warnings = conditionWarnings(stages);
  const labelOf = labelLookup(stages);
  return (stageIndex) => ({
    targets: (fieldIndex) => ruleTargets(stages, stageIndex, fieldIndex),
    warnings: (fieldIndex) => warnings.get(warningKey(stageIndex, fieldIndex)) ?? [],
    labelOf,
  });
}
