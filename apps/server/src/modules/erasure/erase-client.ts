import {
  CLIENT_MESSAGES,
  type ClientErasureDto,
  confirmsClientName,
  ERASED_CLIENT_NAME,
  ERASURE_MESSAGES,
  type EraseClientInput,
  type ErasureSummary,
} from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest, notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { queueDeletions, removeQueued } from '../../platform/db/storage-deletions';
import type { FileStorage } from '../../platform/storage/file-storage';
import { newShareToken } from '../clients';
import { anonymisePayments, deleteClientRows } from './erase-rows';
import { eraseTraces } from './erase-traces';
import { needlesOf, readPeople } from './erasure-people';

/**
 * Erases one client's personal data in one transaction (docs/decisions/042-client-erasure.md):
 * everything it or its contacts said, sent, signed or uploaded goes; invoices keep their amounts
 * with an anonymous buyer; the `projects` row stays as a tombstone every route answers 404 for;
 * a `client_erasures` row records who and when. Its stored files are queued inside the
 * transaction and removed after the commit (what fails stays queued for the housekeeping).
 */
export async function eraseClient(
  ctx: OwnerContext,
  storage: FileStorage | undefined,
  clientId: string,
  input: EraseClientInput,
): Promise<ClientErasureDto> {
  const { dto, queued } = await ctx.db.transaction().execute(async (trx) => {
    const client = await trx
      .selectFrom('projects')
      .select(['id', 'client_name', 'client_email', 'share_token'])
      .where('id', '=', clientId)
      .where('workspace_id', '=', ctx.workspaceId)
      .where('erased_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    if (!confirmsClientName(input.confirmName, client.client_name)) {
      throw badRequest(ERASURE_MESSAGES.confirmMismatch);
    }
    const people = await readPeople(trx, client);
    // Every stored file of the client sits under its id (uploads, deliverables, agreement and invoice PDFs).
    const queued = await queueDeletions(trx, [{ target: clientId, isPrefix: true }]);
    const traces = await eraseTraces(trx, ctx.workspaceId, needlesOf(people), people.emails);
    const rows = await deleteClientRows(trx, clientId);
    const invoices = await anonymisePayments(trx, clientId, ERASED_CLIENT_NAME);
    await makeTombstone(trx, clientId);
    const summary: ErasureSummary = { ...rows, ...traces, invoices };
    const record = await trx
      .insertInto('client_erasures')
      .values({
        workspace_id: ctx.workspaceId,
        project_id: clientId,
        erased_by_user_id: ctx.userId,
        erased_by_name: ctx.userName,
        summary: JSON.stringify(summary),
      })
      .returning(['erased_at'])
      .executeTakeFirstOrThrow();
    await ctx.events.publish(trx, 'client.erased', { workspaceId: ctx.workspaceId, clientId });
    const dto: ClientErasureDto = {
      clientId,
      erasedAt: record.erased_at.toISOString(),
      erasedByName: ctx.userName,
      summary,
    };
    return { dto, queued };
  });
  await removeQueued(ctx.db, storage, queued);
  return dto;
}

/**
 * The row that stays: nothing personal, a new portal token nobody knows, no reminders. Its status,
 * journey and dates stay as they were, so the insights count the client exactly as before. The
 * primary contact follows by trigger (migration 018); its role is its own column.
 */
async function makeTombstone(trx: Kysely<Database>, clientId: string) {
  const now = new Date();
  await trx
    .updateTable('projects')
    .set({
      name: ERASED_CLIENT_NAME,
      client_name: ERASED_CLIENT_NAME,
      client_email: null,
      password_hash: null,
      notes: null,
      intro_text: null,
      client_timezone: null,
      email_bounce_reason: null,
      share_token: newShareToken(),
      reminders_off: true,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', clientId)
    .execute();
  await trx.updateTable('client_contacts').set({ role: null }).where('project_id', '=', clientId).execute();
  // Filled again by the triggers of the deletions above; nothing is to be reminded any more.
  await sql`DELETE FROM reminder_queue WHERE project_id = ${clientId}`.execute(trx);
}
