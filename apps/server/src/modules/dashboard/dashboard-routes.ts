import { dashboardQuerySchema, dashboardResponseSchema } from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { cachedAnswer, createAnswerCache, jsonText } from '../../platform/http/answer-cache';
import { jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { getDashboard } from './dashboard-service';

/**
 * "Overdue" is a calendar date on each client's clock, which changes at a local midnight: at a
 * whole quarter-hour of UTC in every zone in use. A dashboard is kept until the next one at most.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const nextQuarterHour = (now: Date) => (Math.floor(now.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;

/** GET /api/dashboard: stats, checklist and recent clients in one request; `?assigned=me` narrows them. */
export function dashboardRoutes(app: Router, { db }: ModuleDeps) {
  app.use('/api/dashboard/*', requireOwner(db));
  const dashboards = createAnswerCache();
  app.openapi(
    route('GET /api/dashboard', {
      tags: ['Dashboard'],
      summary: 'Stats, the onboarding checklist and the newest clients (assigned=me: of your clients only)',
      request: { query: dashboardQuerySchema },
      responses: { 200: jsonContent(dashboardResponseSchema, 'The dashboard'), ...ownerErrors },
    }),
    async (c) => {
      const owner = c.get('owner');
      const assignedToMe = c.req.valid('query').assigned === 'me';
      // A Member's dashboard, and anyone's of their own clients, is theirs alone (docs/decisions/043-answer-cache.md).
      const who = owner.role === 'member' || assignedToMe ? owner.userId : '';
      const key = `${owner.workspaceId}:${owner.role}:${who}:${assignedToMe ? 'me' : 'all'}`;
      const now = new Date();
      const body = await cachedAnswer(
        dashboards,
        key,
        owner.dataVersion,
        () => getDashboard(owner, { assignedToMe }, now),
        nextQuarterHour(now),
      );
      return jsonText(c, body);
    },
  );
}
