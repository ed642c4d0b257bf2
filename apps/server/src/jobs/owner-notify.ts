import type { Jobs } from './jobs';
import type { WorkerDeps } from './workers';

// Placeholder until its issue-20 part lands.
export const workOwnerNotify = (jobs: Jobs, _deps: WorkerDeps) => jobs.work('owner-notify', async () => {});
