import { type Answers, checkStageAnswers, type PortalRemovedAnswers, stageFields, visibleFields } from '@bloom/core';
import { sql } from 'kysely';
import type { JourneyStage, LockedJourney, StoredAnswers, Trx } from './journey-state';
import { submittedAnswers } from './journey-state';
import { removedLabel, visibilityOf } from './stage-visibility';

/**
 * What a stage's form asks given its incoming answers: the fields its conditions show when they
 * read the client's submitted answers and, within the stage, what is being sent (as the page
 * evaluates them while the client types). A hidden field is neither checked nor required.
 */
export function fieldsShownFor(journey: LockedJourney, stage: JourneyStage, raw: unknown) {
  // Half-typed values count as the page counts them; the real check runs on the visible fields after.
  const incoming = checkStageAnswers({ stepType: stage.stepType, fields: stage.fields }, raw, 'draft').answers;
  const index = journey.stages.findIndex((s) => s.id === stage.id);
  const visibility = visibilityOf(journey.stages, (id) => (id === stage.id ? incoming : journey.submitted.get(id)));
  const hiddenFieldIds = visibility[index]?.hiddenFieldIds ?? [];
  return { incoming, hiddenFieldIds, fields: visibleFields(stage.fields, hiddenFieldIds) };
}

/**
 * The stage's own answers this save drops: hidden questions answered in what was sent, or in the
 * stored row the save replaces (`previous`); none when nothing is stored over.
 */
export function droppedOwnAnswers(
  stage: JourneyStage,
  shown: ReturnType<typeof fieldsShownFor>,
  kept: Answers,
  previous: Answers | undefined,
): PortalRemovedAnswers {
  const hidden = new Set(shown.hiddenFieldIds);
  const labels = stage.fields
    .filter(
      (f) =>
        hidden.has(f.id) &&
        !Object.hasOwn(kept, f.id) &&
        (Object.hasOwn(shown.incoming, f.id) || (previous !== undefined && Object.hasOwn(previous, f.id))),
    )
    .map(removedLabel);
  return labels.length ? [{ stageId: stage.id, stageName: stage.name, fieldLabels: labels }] : [];
}

/**
 * After a submission of `changed` (its answers now `answers`): the whole journey is read again,
 * and every other stage's stored answers (drafts and submissions) to questions now hidden are
 * removed in this transaction. A stage that no longer applies loses all its answers: its row is
 * deleted (its history goes with it), so that it reads as never answered should it apply again.
 * A row without answers (a signed agreement, a paid stage, an approved milestone) records
 * something done, not answers, and stays. Answers which are removed, in journey order.
 */
export async function removeHiddenAnswers(
  trx: Trx,
  projectId: string,
  journey: LockedJourney,
  changed: string,
  answers: Answers,
): Promise<PortalRemovedAnswers> {
  const stored = new Map<string, StoredAnswers>(journey.stored);
  stored.set(changed, { status: 'submitted', answers });
  const submitted = submittedAnswers(stored);
  const base = visibilityOf(journey.stages, (id) => submitted.get(id));
  const removed: PortalRemovedAnswers = [];
  for (const [index, stage] of journey.stages.entries()) {
    const row = stored.get(stage.id);
    if (stage.id === changed || !row || Object.keys(row.answers).length === 0) continue;
    // A draft's own answers show its own fields, as the page shows them when the client returns.
    const visibility =
      row.status === 'draft'
        ? visibilityOf(journey.stages, (id) => (id === stage.id ? row.answers : submitted.get(id)))[index]
        : base[index];
    if (!visibility) continue;
    const fields = stageFields(stage);
    const gone = visibility.applies
      ? visibility.hiddenFieldIds.filter((id) => Object.hasOwn(row.answers, id))
      : Object.keys(row.answers);
    if (gone.length === 0) continue;
    if (!visibility.applies) {
      await trx
        .deleteFrom('form_submissions')
        .where('project_id', '=', projectId)
        .where('step_id', '=', stage.id)
        .execute();
    } else {
      const kept = Object.fromEntries(Object.entries(row.answers).filter(([id]) => !gone.includes(id)));
      await trx
        .updateTable('form_submissions')
        .set({ response_data: JSON.stringify(kept), updated_at: sql`now()` })
        .where('project_id', '=', projectId)
        .where('step_id', '=', stage.id)
        .execute();
    }
    const labels = fields.filter((f) => gone.includes(f.id)).map(removedLabel);
    if (labels.length) removed.push({ stageId: stage.id, stageName: stage.name, fieldLabels: labels });
  }
  return removed;
}
