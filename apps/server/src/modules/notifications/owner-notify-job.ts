import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { OWNER_NOTIFY, type OwnerNotifyJob } from './owner-notifications';
import { sendOwnerNotification } from './send-owner-notification';

/**
 * Mails what happened to one client to its assignees, else to the Owner and Admins (queued by
 * recordOwnerNotification, after the delay).
 */
export const workOwnerNotify = (jobs: Jobs, { db, appOrigin }: Pick<WorkerDeps, 'db' | 'appOrigin'>) =>
  jobs.work<OwnerNotifyJob>(OWNER_NOTIFY, async ({ projectId }) => {
    await sendOwnerNotification(db, projectId, appOrigin);
  });
