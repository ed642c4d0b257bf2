import { runWeeklySummary } from '../services/notifications/weekly-summary';
import type { Jobs } from './jobs';
import type { WorkerDeps } from './worker-deps';

/** The cron tick (SCHEDULES, every 5 minutes): sends the weekly summaries that are due now. */
export const workWeeklySummary = (jobs: Jobs, { db, appOrigin }: Pick<WorkerDeps, 'db' | 'appOrigin'>) =>
  jobs.work('weekly-summary', async (_data, { signal }) => {
    await runWeeklySummary(db, { now: new Date(), appOrigin, signal });
  });
