import { formatAmount } from '@bloom/core';
import { sql } from 'kysely';
import type { EventTrx } from '../../kernel/events';
import { enqueue } from '../../platform/jobs/enqueue';
import { OWNER_NOTIFY, type OwnerNotifyJob } from './owner-notifications';

/**
 * A payment the provider confirmed, for the owner (issue 35): recorded as 'payment_received' news
 * about the client, naming what was paid ('INV-0003 ($1,200.00)') where other news names a stage,
 * and mailed with the client's other news within the delay (recordOwnerNotification's job). Always
 * sent: there is no toggle for it.
 */
export async function recordPaymentReceived(
  trx: EventTrx,
  event: { workspaceId: string; clientId: string; invoiceId: string; amount: number; currency: string },
  delaySeconds: number,
): Promise<boolean> {
  const paid = sql<string>`i.number || ' (' || ${formatAmount(event.amount, event.currency)} || ')'`;
  const { rows } = await sql<{ id: string }>`
    INSERT INTO owner_notifications (workspace_id, project_id, kind, stage_name)
    SELECT i.workspace_id, i.project_id, 'payment_received', ${paid}
    FROM invoices i
    WHERE i.id = ${event.invoiceId} AND i.project_id = ${event.clientId} AND i.workspace_id = ${event.workspaceId}
    RETURNING id`.execute(trx);
  if (rows.length === 0) return false;
  const job: OwnerNotifyJob = { projectId: event.clientId };
  await enqueue(trx, OWNER_NOTIFY, job, { singletonKey: event.clientId, startAfter: delaySeconds });
  return true;
}
