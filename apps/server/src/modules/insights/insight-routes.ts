import {
  CLIENT_MESSAGES,
  DEFAULT_STUCK_DAYS,
  INSIGHT_MESSAGES,
  insightSummaryResponseSchema,
  insightsQuerySchema,
  journeyInsightsResponseSchema,
  OVERDUE_PAGE_SIZE,
  overdueClientsResponseSchema,
  overdueQuerySchema,
  QUIET_HOURS,
  STUCK_PAGE_SIZE,
  SUMMARY_WINDOW_DAYS,
  sendReminderResponseSchema,
  stuckClientsResponseSchema,
  stuckQuerySchema,
  workspaceInsightsResponseSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonContent, ownerErrors, route } from '../../platform/http/openapi';
import { saneIdParams, uuidParams } from '../../platform/http/path-ids';
import { requireOwnerOnce } from '../auth';
import { getJourneyInsights } from './journey-insights';
import { getOverdueClients } from './overdue-clients';
import { sendReminderNow } from './send-reminder-now';
import { getStuckClients } from './stuck-clients';
import { getInsightSummary, getWorkspaceInsights } from './workspace-insights';

const tags = ['Insights'];
/** Built-in journeys have ids like `builtin-legal`: any id of ours passes, anything else is 404. */
const journeyParams = saneIdParams('id', INSIGHT_MESSAGES.journeyNotFound);
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);
/** When the quiet hours end, as '08:00'. */
const quietUntil = `${String(QUIET_HOURS.until).padStart(2, '0')}:00`;

/**
 * Journey insights (issue 23; contract: packages/core/src/api/insight-routes.ts):
 * the funnel per journey and for the workspace, the dashboard's card, stuck and overdue clients and
 * 'Send reminder now'. Another workspace's journey or client is 404 (docs/decisions/028-journey-insights.md).
 */
export function insightRoutes(app: Router, { db, secret, links, portalBaseDomain }: ModuleDeps) {
  // /api/journeys/* and /api/clients/* also pass their own areas' requireOwner: check the session once.
  const owner = requireOwnerOnce(db);

  app.openapi(
    route('GET /api/insights', {
      tags,
      summary: 'Every journey with clients added in the period: invited, opened, completed, time, where they stop',
      middleware: [owner],
      request: { query: insightsQuerySchema },
      responses: { 200: jsonContent(workspaceInsightsResponseSchema, "The workspace's insights"), ...ownerErrors },
    }),
    async (c) => c.json(await getWorkspaceInsights(c.get('owner'), c.req.valid('query')), 200),
  );

  app.openapi(
    route('GET /api/insights/summary', {
      tags,
      summary: `The dashboard's card: completion rate and median time to complete, last ${SUMMARY_WINDOW_DAYS} days against the ${SUMMARY_WINDOW_DAYS} before`,
      middleware: [owner],
      responses: { 200: jsonContent(insightSummaryResponseSchema, 'The two windows'), ...ownerErrors },
    }),
    async (c) => c.json(await getInsightSummary(c.get('owner')), 200),
  );

  app.openapi(
    route('GET /api/insights/stuck', {
      tags,
      summary: `Active clients without progress for more than N days (${DEFAULT_STUCK_DAYS} by default), oldest first, ${STUCK_PAGE_SIZE} a page`,
      middleware: [owner],
      request: { query: stuckQuerySchema },
      responses: { 200: jsonContent(stuckClientsResponseSchema, 'The stuck clients'), ...ownerErrors },
    }),
    async (c) => c.json(await getStuckClients(c.get('owner'), c.req.valid('query')), 200),
  );

  app.openapi(
    route('GET /api/insights/overdue', {
      tags,
      summary: `Active clients with a stage past its due date on their clock, most overdue first, ${OVERDUE_PAGE_SIZE} a page`,
      middleware: [owner],
      request: { query: overdueQuerySchema },
      responses: { 200: jsonContent(overdueClientsResponseSchema, 'The overdue clients'), ...ownerErrors },
    }),
    async (c) => c.json(await getOverdueClients(c.get('owner'), c.req.valid('query')), 200),
  );

  app.openapi(
    route('GET /api/journeys/{id}/insights', {
      tags,
      summary: "A journey's funnel over a period: each stage reached, where clients stop, how long stages take",
      middleware: [owner],
      request: { params: journeyParams, query: insightsQuerySchema },
      responses: { 200: jsonContent(journeyInsightsResponseSchema, "The journey's insights"), ...ownerErrors },
    }),
    async (c) =>
      c.json(
        { insights: await getJourneyInsights(c.get('owner'), c.req.valid('param').id, c.req.valid('query')) },
        200,
      ),
  );

  app.openapi(
    route('POST /api/clients/{id}/reminders/send', {
      tags,
      summary: `Send the client a reminder now (at ${quietUntil} their time in the quiet hours); 409 when the rules say no`,
      middleware: [owner],
      request: { params: clientParams },
      responses: {
        200: jsonContent(sendReminderResponseSchema, "The reminder queued, and the client's email status"),
        ...ownerErrors,
        403: errors[403],
        409: errors[409],
        413: errors[413],
      },
    }),
    async (c) =>
      c.json(
        await sendReminderNow(c.get('owner'), c.req.valid('param').id, {
          appOrigin: linkOrigin(c.req.raw, links),
          secret,
          portalBaseDomain,
        }),
        200,
      ),
  );
}
