import type { Insertable, Transaction } from 'kysely';
import type { Database, FlowStepsTable } from '../../platform/db/schema';

type Trx = Transaction<Database>;

/** What a stage's content sets: every column but its id, its journey and the hidden mark. */
export type StageValues = Omit<Insertable<FlowStepsTable>, 'id' | 'template_id' | 'deleted_at'>;

/** One stage of a journey's new list, in order. `id` names the stage to keep. */
export interface StageWrite {
  id?: string;
  values: StageValues;
}

export interface ApplyStagesOptions {
  now: Date;
  /**
   * Built-ins have stable ids (`builtin-{slug}-step-{n}`): a new stage is inserted under its
   * given id, and a hidden stage named again is shown again. Without it (an owner's save), only a
   * live stage of this journey is kept by id; any other id (the editor's temporary ones, another
   * journey's stage) becomes a new stage.
   */
  stableIds?: boolean;
}

/**
 * Makes `stages` the journey's list of stages (docs/decisions/005), for the editor's save and the
 * built-ins' seeding alike: a named stage is updated in place and keeps its id, so clients'
 * submissions and its deliverable slots stay attached; a stage no longer listed is hidden
 * (deleted_at) when clients answered it or it holds deliverables, and deleted otherwise.
 * The caller holds the transaction and has locked the journey row.
 */
export async function applyStages(
  trx: Trx,
  templateId: string,
  stages: StageWrite[],
  { now, stableIds = false }: ApplyStagesOptions,
): Promise<void> {
  const existing = await trx
    .selectFrom('flow_steps')
    .select(['id', 'deleted_at'])
    .where('template_id', '=', templateId)
    .execute();
  const live = new Set(existing.filter((s) => s.deleted_at === null).map((s) => s.id));
  const hidden = new Set(existing.filter((s) => s.deleted_at !== null).map((s) => s.id));

  const kept = new Set<string>();
  const inserts: Insertable<FlowStepsTable>[] = [];
  for (const { id, values } of stages) {
    const keep = id !== undefined && !kept.has(id) && (live.has(id) || (stableIds && hidden.has(id)));
    if (keep) {
      kept.add(id);
      await trx
        .updateTable('flow_steps')
        .set({ ...values, deleted_at: null })
        .where('id', '=', id)
        .where('template_id', '=', templateId)
        .execute();
    } else {
      inserts.push({ ...values, template_id: templateId, ...(stableIds && id ? { id } : {}) });
    }
  }
  if (inserts.length) await trx.insertInto('flow_steps').values(inserts).execute();
  await removeStages(
    trx,
    [...live].filter((id) => !kept.has(id)),
    now,
  );
}

/**
 * Removed stages that clients answered (or that hold a client's deliverables, agreements or payment plans) are
 * hidden, so that history stays readable and linked; the others are deleted.
 */
async function removeStages(trx: Trx, removed: string[], now: Date): Promise<void> {
  if (removed.length === 0) return;
  const used = await trx
    .selectFrom('form_submissions')
    .select('step_id')
    .where('step_id', 'in', removed)
    .union(trx.selectFrom('deliverables').select('step_id').where('step_id', 'in', removed))
    .union(trx.selectFrom('agreements').select('step_id').where('step_id', 'in', removed))
    .union(trx.selectFrom('payment_plans').select('step_id').where('step_id', 'in', removed))
    .execute();
  const usedIds = new Set(used.map((u) => u.step_id));
  const hide = removed.filter((stepId) => usedIds.has(stepId));
  const drop = removed.filter((stepId) => !usedIds.has(stepId));
  if (hide.length) {
    await trx.updateTable('flow_steps').set({ deleted_at: now, updated_at: now }).where('id', 'in', hide).execute();
  }
  if (drop.length) await trx.deleteFrom('flow_steps').where('id', 'in', drop).execute();
}
