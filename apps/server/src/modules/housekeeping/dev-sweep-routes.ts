import type { ModuleDeps, Router } from '../../app-deps';
import { isLocalReader } from '../../platform/http/local-reader';
import { enqueue } from '../../platform/jobs/enqueue';
import { SCHEDULES } from '../../platform/jobs/queues';

/**
 * POST /dev/sweeps/{queue}: runs a cron sweep now instead of at its next 5-minute tick (a
 * developer trying due-date reminders, the browser tests), through the job runner like the tick
 * itself. Only this machine, never in production; 404 otherwise, as for an unknown sweep.
 */
export function devSweepRoutes(app: Router, deps: ModuleDeps) {
  app.post('/dev/sweeps/:queue{[a-z-]{1,40}}', async (c) => {
    const queue = c.req.param('queue');
    if (!isLocalReader(c, { isProduction: deps.isProduction, trustProxy: deps.links.trustProxy })) return c.notFound();
    if (!Object.hasOwn(SCHEDULES, queue)) return c.notFound();
    const jobId = await enqueue(deps.db, queue, {});
    c.header('cache-control', 'no-store');
    return c.json({ queue, jobId }, 202);
  });
}
