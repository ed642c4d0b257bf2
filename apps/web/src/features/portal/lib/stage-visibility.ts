import {
  type Answers,
  journeyVisibility,
  PORTAL_MESSAGES,
  type PortalRemovedAnswers,
  type PortalResponse,
  type PortalStageDto,
} from '@bloom/core';

/**
 * Conditional logic as the page applies it. The server decides which stages apply to this client
 * (`applies`) and sends those that do not as stubs; the page never shows them. Which questions of
 * the open stage show is worked out here, live, with core's evaluator, as the server will.
 */

/** The stage applies to this client (a payload without the flag shows it). */
export const stageApplies = (stage: Pick<PortalStageDto, 'applies'>) => stage.applies !== false;

/** The payload as the page shows it: only the stages that apply, so every count counts only them. */
export const applyingView = (data: PortalResponse): PortalResponse =>
  data.stages.every(stageApplies) ? data : { ...data, stages: data.stages.filter(stageApplies) };

/**
 * The questions of stage `stageId` hidden while the client answers it: the other stages count
 * with their submitted answers (a draft is unfinished), this one with what is typed now. Every
 * stage of the journey takes part, stubs included, so a rule finds the question it names.
 */
export function hiddenFieldIds(journey: readonly PortalStageDto[], stageId: string, answers: Answers): string[] {
  const visibility = journeyVisibility(journey, (id) => {
    if (id === stageId) return answers;
    const stage = journey.find((s) => s.id === id);
    return stage && stageApplies(stage) && stage.submission && stage.submission.status !== 'draft'
      ? stage.submission.answers
      : undefined;
  });
  return visibility[journey.findIndex((s) => s.id === stageId)]?.hiddenFieldIds ?? [];
}

/** The stage with only its shown questions: what the form draws, checks and sends. */
export function withShownFields<S extends Pick<PortalStageDto, 'fields'>>(stage: S, hidden: readonly string[]): S {
  return hidden.length === 0 ? stage : { ...stage, fields: stage.fields.filter((f) => !hidden.includes(f.id)) };
}

/** What to tell the client when a save removed answers to questions that no longer apply, or nothing. */
export function removedNote(removed: PortalRemovedAnswers | undefined): string | undefined {
  const labels = [...new Set((removed ?? []).flatMap((r) => r.fieldLabels).filter((l) => l.trim()))];
  return labels.length > 0 ? PORTAL_MESSAGES.answersRemoved(labels) : undefined;
}
