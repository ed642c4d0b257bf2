import type { OwnerNotificationKind } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { enqueue } from '../../platform/jobs/enqueue';

/** The queue whose job mails the owner what happened to one client (modules/notifications/owner-notify-job.ts). */
export const OWNER_NOTIFY = 'owner-notify';
/** NOTIFICATION_DELAY_SECONDS' default: news about one client within 10 minutes is one email. */
export const DEFAULT_NOTIFICATION_DELAY_SECONDS = 600;

/**
 * The workspace's toggle for each kind (settings/notifications). An agreement waiting for the
 * countersignature or declined needs someone to act, and money received is always worth a line, so
 * they are always sent (null: no toggle).
 */
export const NOTIFY_TOGGLES = {
  submission: 'notify_submission',
  testimonial: 'notify_testimonial',
  milestone: 'notify_milestone',
  agreement_signed: null,
  agreement_declined: null,
  payment_received: null,
} as const satisfies Record<OwnerNotificationKind, keyof Database['workspaces'] | null>;

/** Whether the workspace (its toggle columns) wants news of this kind. */
export const wantsNotification = (
  kind: OwnerNotificationKind,
  toggles: Record<NonNullable<(typeof NOTIFY_TOGGLES)[OwnerNotificationKind]>, boolean>,
) => {
  const toggle = NOTIFY_TOGGLES[kind];
  return toggle === null || toggles[toggle];
};

export interface OwnerNotificationEvent {
  workspaceId: string;
  projectId: string;
  kind: OwnerNotificationKind;
  /** The stage it happened on; its name is kept as it is now. */
  stageId: string;
}

export interface OwnerNotifyJob {
  projectId: string;
}

/**
 * Records what happened to a client for the owner, in `trx`, the transaction of the change (a
 * rolled-back change notifies nothing), when the workspace's toggle for its kind is on. Then
 * queues the client's notification job `delaySeconds` ahead; the queue keeps one waiting job per
 * client (policy 'short'), so later news within the delay rides along in the same email.
 * Returns whether anything was recorded.
 */
export async function recordOwnerNotification(
  trx: Kysely<Database>,
  event: OwnerNotificationEvent,
  delaySeconds: number,
): Promise<boolean> {
  const column = NOTIFY_TOGGLES[event.kind];
  const toggle = column === null ? sql<boolean>`true` : sql.ref(`w.${column}`);
  // One statement: the toggle, the client's workspace and the stage's journey are checked by the join.
  const { rows } = await sql<{ id: string }>`
    INSERT INTO owner_notifications (workspace_id, project_id, kind, stage_name)
    SELECT w.id, p.id, ${event.kind}, s.name
    FROM workspaces w
    JOIN projects p ON p.workspace_id = w.id
    JOIN flow_steps s ON s.template_id = p.template_id
    WHERE w.id = ${event.workspaceId} AND p.id = ${event.projectId} AND s.id = ${event.stageId} AND ${toggle}
    RETURNING id`.execute(trx);
  if (rows.length === 0) return false;
  const job: OwnerNotifyJob = { projectId: event.projectId };
  await enqueue(trx, OWNER_NOTIFY, job, { singletonKey: event.projectId, startAfter: delaySeconds });
  return true;
}

/** What submitting a stage of this type tells the owner. */
export const notificationKindOf = (stepType: string): OwnerNotificationKind =>
  stepType === 'testimonial' ? 'testimonial' : stepType === 'milestone' ? 'milestone' : 'submission';
