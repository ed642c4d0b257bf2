import {
  type Answers,
  type Condition,
  conditionSchema,
  type FormField,
  isJourneyComplete,
  isPlainRecord,
  journeyVisibility,
  type StageVisibility,
} from '@bloom/core';

/**
 * Conditions as the portal server reads them from the journey's rows. The journeys area saves
 * them checked, but rows written before (or by hand) may hold anything: a condition that is not
 * one reads as none ("always show"), never as an error.
 */
export function storedCondition(raw: unknown): Condition | null {
  if (raw === null || raw === undefined) return null;
  const parsed = conditionSchema.safeParse(raw);
  return parsed.success && parsed.data.items.length > 0 ? parsed.data : null;
}

/** A stage's stored `form_config`, each field's `showWhen` kept only when it is a condition. */
export function storedFields(raw: unknown): FormField[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isPlainRecord).map((field) => {
    const { showWhen, ...rest } = field as FormField;
    if (showWhen === undefined || showWhen === null) return rest as FormField;
    const condition = storedCondition(showWhen);
    return (condition ? { ...rest, showWhen: condition } : rest) as FormField;
  });
}

/** What the evaluator needs of a stage. */
export interface ConditionalStageRow {
  id: string;
  fields: readonly FormField[];
  showWhen: Condition | null;
}

/** Which stages apply and which fields show, given a stage → answers lookup. */
export const visibilityOf = (
  stages: readonly ConditionalStageRow[],
  answersOf: (stageId: string) => Readonly<Answers> | undefined,
): StageVisibility[] => journeyVisibility(stages, answersOf);

/**
 * A client's progress over the stages that apply to them: `submitted` holds each stage's
 * submitted answers (drafts left out). A stage that does not apply neither counts nor is
 * awaited; its id is listed in `skipped` (kept as `projects.skipped_step_ids`).
 */
export function journeyProgress(stages: readonly ConditionalStageRow[], submitted: ReadonlyMap<string, Answers>) {
  const visibility = visibilityOf(stages, (id) => submitted.get(id));
  const applying = stages.filter((_, i) => visibility[i]?.applies);
  const completedCount = applying.filter((s) => submitted.has(s.id)).length;
  return {
    skipped: stages.filter((_, i) => !visibility[i]?.applies).map((s) => s.id),
    completedCount,
    totalCount: applying.length,
    journeyComplete: isJourneyComplete(completedCount, applying.length),
    /** The journey's finish line for this client: its last stage that applies. */
    lastStageId: applying.at(-1)?.id ?? null,
  };
}

/** A field's label as a removed answer names it. */
export const removedLabel = (field: Pick<FormField, 'id' | 'label'>) => field.label.trim() || field.id;
