import { dashboardQuerySchema, dashboardResponseSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { getDashboard } from './dashboard-service';

/** GET /api/dashboard: stats, checklist and recent clients in one request; `?assigned=me` narrows them. */
export function dashboardRoutes(app: Router, { db }: ModuleDeps) {
  app.use('/api/dashboard/*', requireOwner(db));
  app.openapi(
    route('GET /api/dashboard', {
      tags: ['Dashboard'],
      summary: 'Stats, the onboarding checklist and the newest clients (assigned=me: of your clients only)',
      request: { query: dashboardQuerySchema },
      responses: { 200: jsonContent(dashboardResponseSchema, 'The dashboard'), ...ownerErrors },
    }),
    async (c) =>
      c.json(await getDashboard(c.get('owner'), { assignedToMe: c.req.valid('query').assigned === 'me' }), 200),
  );
}
