import type { Subscriptions } from '../../kernel/events';
import { waitsForCountersignature } from './agreement-notifications';
import { notificationKindOf, recordOwnerNotification } from './owner-notifications';
import { recordPaymentReceived } from './payment-notifications';

/**
 * The owner hears of a submission (by its stage's kind), of a milestone completed by approval, and
 * of an agreement the client signed (the countersignature is next) or declined, and of a payment
 * received; news about one client within `delaySeconds` (NOTIFICATION_DELAY_SECONDS) goes as one email.
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
  'agreement.signed': async (trx, { workspaceId, clientId, agreementId, stageId, signerKind }) => {
    if (signerKind !== 'contact' || !stageId || !(await waitsForCountersignature(trx, agreementId))) return;
    await recordOwnerNotification(
      trx,
      { workspaceId, projectId: clientId, kind: 'agreement_signed', stageId },
      delaySeconds,
    );
  },
  'agreement.declined': async (trx, { workspaceId, clientId, stageId }) => {
    if (!stageId) return;
    await recordOwnerNotification(
      trx,
      { workspaceId, projectId: clientId, kind: 'agreement_declined', stageId },
      delaySeconds,
    );
  },
  'payment.succeeded': (trx, event) => recordPaymentReceived(trx, event, delaySeconds),
});
