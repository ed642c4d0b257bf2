import { CLIENT_MESSAGES } from '@bloom/core';
import type { Kysely } from 'kysely';
import { notFound } from '../../kernel/service-error';
import type { Database } from './schema';

/**
 * Locks the client `clientId` of `workspaceId` (its `projects` row) until the transaction ends, so
 * one change to what hangs off it (its contacts, who is assigned) runs at a time; 404 'Client not
 * found' when it is not that workspace's, exactly like a missing one.
 */
export async function lockWorkspaceClient(trx: Kysely<Database>, workspaceId: string, clientId: string) {
  const row = await trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', clientId)
    .where('workspace_id', '=', workspaceId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.notFound);
}
