import { DEFAULT_REPORT_DAYS, landingReportQuerySchema, landingReportSchema, reportPeriod } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { badRequest } from '../../kernel/service-error';
import { errors, jsonContent, route } from '../../platform/http/openapi';
import { landingReport } from '../landing';
import { requireAdmin } from './require-admin';

/** GET /api/admin/landing?from=YYYY-MM-DD&to=YYYY-MM-DD: the landing A/B report, for ADMIN_EMAILS only. */
export function adminRoutes(app: Router, { db, adminEmails }: ModuleDeps) {
  app.use('/api/admin/*', requireAdmin(adminEmails));
  app.openapi(
    route('GET /api/admin/landing', {
      tags: ['Admin'],
      summary: `The landing A/B report over a period (${DEFAULT_REPORT_DAYS} days up to today by default)`,
      request: { query: landingReportQuerySchema },
      responses: {
        200: jsonContent(landingReportSchema, 'Counts, rates and verdicts per variant and plan'),
        400: errors[400],
        // Anyone not in ADMIN_EMAILS, signed in or not: the route does not show it exists.
        404: errors[404],
      },
    }),
    async (c) => {
      const period = reportPeriod(c.req.valid('query'), new Date());
      if (!period.ok) throw badRequest(period.message);
      return c.json(await landingReport(db, period), 200);
    },
  );
}
