import type { Answers } from '@bloom/core';
import { sql } from 'kysely';
import type { Events, EventTrx } from '../../kernel/events';
import { readStages } from './journey-state';
import { journeyProgress } from './stage-visibility';

/**
 * After the owner saved a journey (its stages, conditions, order): every client on it is counted
 * again as a portal write would count them: the stages that do not apply (`skipped_step_ids`),
 * `current_step`, and completion when what is left is all done (an archived client stays
 * archived; a completed one stays completed). All clients' answers come in one query and the
 * changed clients are written in one statement; each changed client gets `progress.settled`.
 * The owner's save never removes a client's answers: hidden ones go at the client's next submit.
 */
export async function resettleJourneyClients(
  trx: EventTrx,
  events: Events,
  workspaceId: string,
  journeyId: string,
  onlyClientId?: string,
) {
  // Locked in id order, like a portal write locks its one project: their counts cannot cross.
  const clients = await trx
    .selectFrom('projects')
    .select(['id', 'status', 'current_step', 'skipped_step_ids'])
    .where('template_id', '=', journeyId)
    .where('workspace_id', '=', workspaceId)
    .$if(onlyClientId !== undefined, (q) => q.where('id', '=', onlyClientId as string))
    .orderBy('id')
    .forUpdate()
    .execute();
  if (clients.length === 0) return;
  const [stages, rows] = await Promise.all([
    readStages(trx, journeyId),
    trx
      .selectFrom('form_submissions as f')
      .innerJoin('projects as p', 'p.id', 'f.project_id')
      .select(['f.project_id', 'f.step_id', 'f.response_data'])
      .where('p.template_id', '=', journeyId)
      .where('p.workspace_id', '=', workspaceId)
      .$if(onlyClientId !== undefined, (q) => q.where('p.id', '=', onlyClientId as string))
      .where('f.step_id', 'is not', null)
      .where('f.status', '<>', 'draft')
      .execute(),
  ]);
  const answersOf = new Map<string, Map<string, Answers>>();
  for (const r of rows) {
    const client = answersOf.get(r.project_id) ?? new Map<string, Answers>();
    client.set(r.step_id as string, (r.response_data ?? {}) as Answers);
    answersOf.set(r.project_id, client);
  }
  const changed = clients.flatMap((client) => {
    const progress = journeyProgress(stages, answersOf.get(client.id) ?? new Map());
    const completes = progress.journeyComplete && client.status === 'active';
    const same =
      !completes &&
      client.current_step === progress.completedCount &&
      sameIds(client.skipped_step_ids, progress.skipped);
    return same ? [] : [{ id: client.id, completes, progress }];
  });
  if (changed.length === 0) return;
  const values = changed.map((c) => ({
    id: c.id,
    current_step: c.progress.completedCount,
    skipped: c.progress.skipped,
    complete: c.progress.journeyComplete,
  }));
  await sql`
    UPDATE projects p SET current_step = v.current_step, skipped_step_ids = v.skipped, updated_at = now(),
      status = CASE WHEN v.complete AND p.status = 'active' THEN 'completed' ELSE p.status END,
      completed_at = CASE WHEN v.complete AND p.status = 'active' THEN coalesce(p.completed_at, now()) ELSE p.completed_at END
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id uuid, current_step integer, skipped jsonb, complete boolean)
    WHERE p.id = v.id`.execute(trx);
  for (const c of changed) {
    const clientEvent = { workspaceId, clientId: c.id };
    await events.publish(trx, 'progress.settled', clientEvent);
    if (c.completes) {
      await events.publish(trx, 'journey.completed', { ...clientEvent, lastStageId: c.progress.lastStageId });
    }
  }
}

const sameIds = (kept: unknown, now: readonly string[]) =>
  Array.isArray(kept) && kept.length === now.length && kept.every((id, i) => id === now[i]);

/**
 * A client new on a journey (added, or moved to another): counted before their first answer, so
 * the stages whose conditions no answer meets yet are not counted against their progress.
 */
export async function resettleClient(trx: EventTrx, events: Events, workspaceId: string, clientId: string) {
  const client = await trx
    .selectFrom('projects')
    .select('template_id')
    .where('id', '=', clientId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (client?.template_id) await resettleJourneyClients(trx, events, workspaceId, client.template_id, clientId);
}
