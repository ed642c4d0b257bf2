import { CLIENT_MESSAGES, DELIVERABLE_MESSAGES } from '@bloom/core';
import type { Transaction } from 'kysely';
import { badRequest, notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type Queryable = Db | Transaction<Database>;

export interface ClientRow {
  id: string;
  client_name: string;
  name: string;
  template_id: string | null;
}

/**
 * A client of this workspace, or 404 'Client not found'. Inside a transaction the row is locked
 * FOR SHARE, so the client cannot be deleted before the rows that point at it commit.
 */
export async function requireClient(db: Queryable, workspaceId: string, clientId: string, lock = false) {
  let query = db
    .selectFrom('projects')
    .select(['id', 'client_name', 'name', 'template_id'])
    .where('id', '=', clientId)
    .where('workspace_id', '=', workspaceId);
  if (lock) query = query.forShare();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
  return row satisfies ClientRow;
}

/** The live milestone stages of a journey, in journey order (hidden stages are left out). */
export function milestoneStages(db: Queryable, templateId: string) {
  return db
    .selectFrom('flow_steps')
    .select(['id', 'name', 'step_type', 'step_order'])
    .where('template_id', '=', templateId)
    .where('step_type', '=', 'milestone')
    .where('deleted_at', 'is', null)
    .orderBy('step_order')
    .orderBy('id')
    .execute();
}

/**
 * Checks that `stageId` is a live milestone stage of the client's journey and `slotId` (when
 * given) one of its deliverable slots; 400 with the form's message otherwise. The stage row is
 * locked FOR SHARE so a journey save cannot delete it under the new deliverable.
 */
export async function requireMilestoneTarget(
  trx: Transaction<Database>,
  client: ClientRow,
  stageId: string,
  slotId: string | null,
): Promise<void> {
  const stage = client.template_id
    ? await trx
        .selectFrom('flow_steps')
        .select('id')
        .where('id', '=', stageId)
        .where('template_id', '=', client.template_id)
        .where('step_type', '=', 'milestone')
        .where('deleted_at', 'is', null)
        .forShare()
        .executeTakeFirst()
    : undefined;
  if (!stage) throw badRequest(DELIVERABLE_MESSAGES.milestoneNotFound);
  if (slotId === null) return;
  const slot = await trx
    .selectFrom('deliverable_slots')
    .select('id')
    .where('id', '=', slotId)
    .where('step_id', '=', stageId)
    .forShare()
    .executeTakeFirst();
  if (!slot) throw badRequest(DELIVERABLE_MESSAGES.slotNotFound);
}
