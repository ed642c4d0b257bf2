import { reportPeriod } from '@bloom/core';
import { Hono } from 'hono';
import type { Db } from '../db/database';
import { requireAdmin } from '../http/admin';
import type { AppEnv } from '../http/context';
import { landingReport } from '../services/analytics/landing-report';
import { badRequest } from '../services/service-error';

/** GET /api/admin/landing?from=YYYY-MM-DD&to=YYYY-MM-DD: the landing A/B report, for ADMIN_EMAILS only. */
export function adminRoutes({ db, adminEmails }: { db: Db; adminEmails: readonly string[] }) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(adminEmails));
  r.get('/landing', async (c) => {
    const period = reportPeriod({ from: c.req.query('from'), to: c.req.query('to') }, new Date());
    if (!period.ok) throw badRequest(period.message);
    return c.json(await landingReport(db, period));
  });
  return r;
}
