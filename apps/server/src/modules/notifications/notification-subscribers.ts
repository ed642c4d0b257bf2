import type { Subscriptions } from '../../kernel/events';
import { notificationKindOf, recordOwnerNotification } from './owner-notifications';

/**
 * The owner hears of a submission (by its stage's kind) and of a milestone completed by approval;
 * news about one client within `delaySeconds` (NOTIFICATION_DELAY_SECONDS) goes as one email.
 */
export const notificationSubscriptions = ({ delaySeconds }: { delaySeconds: number }): Subscriptions => ({
  'submission.created': (trx, { workspaceId, clientId, stageId, stageType }) =>
    recordOwnerNotification(
      trx,
      { workspaceId, projectId: clientId, kind: notificationKindOf(stageType), stageId },
      delaySeconds,
    ),
  'deliverables.approved': (trx, { workspaceId, clientId, stageId }) =>
    recordOwnerNotification(trx, { workspaceId, projectId: clientId, kind: 'milestone', stageId }, delaySeconds),
});
