import { journeyVisibility, type StageVisibility } from '@bloom/core';
import { askedFields, type ConditionDraftStage, conditionalStages } from './condition-stages';
import { cleanCondition } from './rule-edit';

/** The preview's answers: by stage key, then by question id. */
export type PreviewAnswers = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface JourneyPreview {
  stages: StageVisibility[];
  shownStages: number;
  shownQuestions: number;
  totalQuestions: number;
}

/** The draft as it would be saved: unfinished rules left out. */
const asSaved = (stages: readonly ConditionDraftStage[]): ConditionDraftStage[] =>
  stages.map((s) => ({
    ...s,
    showWhen: cleanCondition(s.showWhen),
    formConfig: s.formConfig.map((f) => ({ ...f, showWhen: cleanCondition(f.showWhen) })),
  }));

/** What a client with these answers sees, by core's evaluator (the portal's and the server's). */
export function previewJourney(stages: readonly ConditionDraftStage[], answers: PreviewAnswers): JourneyPreview {
  const visibility = journeyVisibility(conditionalStages(asSaved(stages)), (key) => answers[key]);
  let shownQuestions = 0;
  let totalQuestions = 0;
  stages.forEach((stage, i) => {
    const fields = askedFields(stage);
    totalQuestions += fields.length;
    shownQuestions += fields.length - (visibility[i]?.hiddenFieldIds.length ?? 0);
  });
  return {
    stages: visibility,
    shownStages: visibility.filter((v) => v.applies).length,
    shownQuestions,
    totalQuestions,
  };
}

const isBlank = (v: unknown) => v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);

/** The answers with one changed; a blank answer is removed, as the portal leaves it out. */
export function withPreviewAnswer(
  answers: PreviewAnswers,
  stageKey: string,
  fieldId: string,
  value: unknown,
): PreviewAnswers {
  const { [fieldId]: _, ...rest } = answers[stageKey] ?? {};
  return { ...answers, [stageKey]: isBlank(value) ? rest : { ...rest, [fieldId]: value } };
}
