import { sql } from 'kysely';
import type { EventTrx } from '../../kernel/events';
import type { Db } from '../../platform/db/database';
import { type ClientDueInputs, loadDueInputs } from './due-date-inputs';
import { planDueDates } from './due-date-plan';

/** Clients per round of a journey's refresh: a few statements each, their parameters well under PostgreSQL's limit. */
const BATCH = 200;

/**
 * Writes the rows `inputs` call for: upserts each kept stage's date, override and `open` (a row
 * already right is not rewritten, so a refresh that changes nothing writes nothing), and removes
 * the rows of stages that have neither rule nor override or left the journey. Idempotent.
 */
export async function writeDueDates(trx: EventTrx, inputs: readonly ClientDueInputs[]): Promise<void> {
  const upserts: {
    project_id: string;
    step_id: string;
    workspace_id: string;
    due_on: string | null;
    override_on: string | null;
    open: boolean;
  }[] = [];
  const removals: [string, string][] = [];
  for (const input of inputs) {
    const { rows, remove } = planDueDates(input);
    for (const r of rows) {
      upserts.push({
        project_id: input.clientId,
        step_id: r.stageId,
        workspace_id: input.workspaceId,
        due_on: r.dueOn,
        override_on: r.overrideOn,
        open: r.open,
      });
    }
    for (const stageId of remove) removals.push([input.clientId, stageId]);
  }
  if (removals.length) {
    await trx
      .deleteFrom('stage_due_dates')
      .where(sql<boolean>`(project_id, step_id) IN (${sql.join(removals.map(([p, s]) => sql`(${p}::uuid, ${s})`))})`)
      .execute();
  }
  if (upserts.length === 0) return;
  await trx
    .insertInto('stage_due_dates')
    .values(upserts)
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'step_id'])
        .doUpdateSet({
          due_on: sql`excluded.due_on`,
          override_on: sql`excluded.override_on`,
          open: sql`excluded.open`,
          updated_at: sql`now()`,
        })
        .where(
          sql<boolean>`(stage_due_dates.due_on, stage_due_dates.override_on, stage_due_dates.open)
            IS DISTINCT FROM (excluded.due_on, excluded.override_on, excluded.open)`,
        ),
    )
    .execute();
}

/**
 * Recomputes one client's due dates from their journey, answers, start and the owner's dates,
 * inside `trx` (a reaction's, or its own). Locks the client's row like every portal write.
 */
export async function refreshDueDates(trx: EventTrx, clientId: string): Promise<void> {
  await writeDueDates(trx, await loadDueInputs(trx, [clientId], { lock: true }));
}

/**
 * The same for every client of a journey (a save changed its stages, rules or conditions), a
 * batch of clients at a time: a few statements per batch, however many clients follow it.
 */
export async function refreshJourneyDueDates(trx: EventTrx, journeyId: string): Promise<void> {
  let after = '';
  for (;;) {
    const ids = await trx
      .selectFrom('projects')
      .select('id')
      .where('template_id', '=', journeyId)
      .where('erased_at', 'is', null)
      .$if(after !== '', (q) => q.where('id', '>', after))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return;
    await writeDueDates(
      trx,
      await loadDueInputs(
        trx,
        ids.map((r) => r.id),
        { lock: true },
      ),
    );
    if (ids.length < BATCH) return;
    after = ids.at(-1)?.id ?? '';
  }
}

/** In a transaction of its own: the invitation's delivery is recorded outside any (a background job). */
export const refreshClientDueDates = (db: Db, clientId: string) =>
  db.transaction().execute((trx) => refreshDueDates(trx, clientId));
