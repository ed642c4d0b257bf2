import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { runWeeklySummary } from './weekly-summary';

/** The cron tick (SCHEDULES, every 5 minutes): sends the weekly summaries that are due now. */
export const workWeeklySummary = (jobs: Jobs, { db, appOrigin }: Pick<WorkerDeps, 'db' | 'appOrigin'>) =>
  jobs.work('weekly-summary', async (_data, { signal }) => {
    await runWeeklySummary(db, { now: new Date(), appOrigin, signal });
  });
