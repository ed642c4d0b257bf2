import { dashboardResponseSchema } from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../../platform/db/database';
import { createRouter, jsonContent, ownerErrors } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { getDashboard } from './dashboard-service';

/** GET /api/dashboard: stats, checklist and recent clients in one request. */
export function dashboardRoutes({ db }: { db: Db }) {
  const r = createRouter();
  r.use('*', requireOwner(db));
  r.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['Dashboard'],
      summary: 'Stats, the onboarding checklist and the newest clients',
      responses: { 200: jsonContent(dashboardResponseSchema, 'The dashboard'), ...ownerErrors },
    }),
    async (c) => c.json(await getDashboard(c.get('owner')), 200),
  );
  return r;
}
