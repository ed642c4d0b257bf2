import { WORKSPACE_EXPORT_MESSAGES } from '@bloom/core';
import { sql } from 'kysely';
import type { Subscriptions } from '../../kernel/events';

/**
 * An export built before a client's erasure still holds that client (docs/decisions/042): a ready
 * one stops being downloadable at once (expired: the hourly housekeeping removes its zip), and one
 * being built fails (its job then deletes what it wrote). The Owner exports again.
 */
export const workspaceExportSubscriptions: Subscriptions = {
  'client.erased': async (trx, { workspaceId }) => {
    await trx
      .updateTable('workspace_exports')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('workspace_id', '=', workspaceId)
      .where('status', '=', 'ready')
      .execute();
    await trx
      .updateTable('workspace_exports')
      .set({ status: 'failed', error: WORKSPACE_EXPORT_MESSAGES.erasedMeanwhile, finished_at: new Date() })
      .where('workspace_id', '=', workspaceId)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  },
};
