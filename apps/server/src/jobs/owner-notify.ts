import { OWNER_NOTIFY, type OwnerNotifyJob } from '../services/notifications/owner-notifications';
import { sendOwnerNotification } from '../services/notifications/send-owner-notification';
import type { Jobs } from './jobs';
import type { WorkerDeps } from './worker-deps';

/** Mails the owner what happened to one client (queued by recordOwnerNotification, after the delay). */
export const workOwnerNotify = (jobs: Jobs, { db, appOrigin }: Pick<WorkerDeps, 'db' | 'appOrigin'>) =>
  jobs.work<OwnerNotifyJob>(OWNER_NOTIFY, async ({ projectId }) => {
    await sendOwnerNotification(db, projectId, appOrigin);
  });
