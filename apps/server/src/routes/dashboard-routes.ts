import { Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { requireOwner } from '../http/session';
import { getDashboard } from '../services/dashboard/dashboard-service';

/** GET /api/dashboard: stats, checklist and recent clients in one request. */
export function dashboardRoutes({ db }: { db: Db }) {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner(db));
  r.get('/', async (c) => c.json(await getDashboard(c.get('owner'))));
  return r;
}
