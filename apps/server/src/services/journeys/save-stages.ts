import { JOURNEY_MESSAGES, type JourneyDto, normalizeStage, type SaveStagesInput } from '@bloom/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findTemplate, getJourney, type JourneyContext } from './journey-queries';
import { assertEditable } from './journey-service';
import { sanitizeIntro } from './sanitize-intro';

type Trx = Transaction<Database>;

/**
 * The editor's Save Changes, in one transaction. Stages that still exist keep their ids, so
 * clients' submissions and the stage's deliverable slots stay attached; stages are numbered
 * 1..n in the given order; a removed stage with submissions is hidden (deleted_at), not deleted.
 */
export async function saveStages(ctx: JourneyContext, id: string, input: SaveStagesInput): Promise<JourneyDto> {
  assertEditable(await findTemplate(ctx, id));
  await ctx.db.transaction().execute(async (trx) => {
    // Lock the journey first: a concurrent save waits here, then reads this one's stages.
    const locked = await trx
      .selectFrom('flow_templates')
      .select('id')
      .where('id', '=', id)
      .where('workspace_id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound(JOURNEY_MESSAGES.notFound);
    const now = new Date();
    const existing = await trx
      .selectFrom('flow_steps')
      .select('id')
      .where('template_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    const existingIds = new Set(existing.map((s) => s.id));
    const kept = await writeStages(trx, id, existingIds, input, now);
    await removeStages(
      trx,
      [...existingIds].filter((stepId) => !kept.has(stepId)),
      now,
    );
    await trx
      .updateTable('flow_templates')
      .set({ intro_text: sanitizeIntro(input.introText), updated_at: now })
      .where('id', '=', id)
      .execute();
  });
  return getJourney(ctx, id);
}

/** Updates the live stages named by id (once each) and inserts the rest; returns the kept ids. */
async function writeStages(
  trx: Trx,
  templateId: string,
  existingIds: Set<string>,
  input: SaveStagesInput,
  now: Date,
): Promise<Set<string>> {
  const kept = new Set<string>();
  const inserts = [];
  for (const [index, stage] of input.stages.entries()) {
    const s = normalizeStage(stage, index);
    const values = {
      step_order: s.stepOrder,
      step_type: s.stepType,
      phase: s.phase,
      name: s.name,
      description: s.description,
      form_config: JSON.stringify(s.formConfig),
      updated_at: now,
    };
    // Any other id (the editor's temporary ones, another journey's stage) becomes a new stage.
    if (stage.id && existingIds.has(stage.id) && !kept.has(stage.id)) {
      kept.add(stage.id);
      await trx.updateTable('flow_steps').set(values).where('id', '=', stage.id).execute();
    } else {
      inserts.push({ template_id: templateId, ...values });
    }
  }
  if (inserts.length) await trx.insertInto('flow_steps').values(inserts).execute();
  return kept;
}

/**
 * Removed stages that clients answered (or that hold a client's deliverables) are hidden, so
 * that history stays readable and linked; the others are deleted.
 */
async function removeStages(trx: Trx, removed: string[], now: Date): Promise<void> {
  if (removed.length === 0) return;
  const used = await trx
    .selectFrom('form_submissions')
    .select('step_id')
    .where('step_id', 'in', removed)
    .union(trx.selectFrom('deliverables').select('step_id').where('step_id', 'in', removed))
    .execute();
  const hide = removed.filter((stepId) => used.some((u) => u.step_id === stepId));
  const drop = removed.filter((stepId) => !hide.includes(stepId));
  if (hide.length) {
    await trx.updateTable('flow_steps').set({ deleted_at: now, updated_at: now }).where('id', 'in', hide).execute();
  }
  if (drop.length) await trx.deleteFrom('flow_steps').where('id', 'in', drop).execute();
}
