import {
  CLIENT_MESSAGES,
  INSIGHT_MESSAGES,
  insightSummaryResponseSchema,
  insightsQuerySchema,
  journeyInsightsResponseSchema,
  sendReminderResponseSchema,
  stuckClientsResponseSchema,
  stuckQuerySchema,
  workspaceInsightsResponseSchema,
} from '@bloom/core';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../kernel/context';
import type { Db } from '../../platform/db/database';
import { type LinkSettings, linkOrigin } from '../../platform/http/link-origin';
import { createRouter, errors, jsonContent, ownerErrors } from '../../platform/http/openapi';
import { saneIdParams, uuidParams } from '../../platform/http/path-ids';
import { requireOwner } from '../auth';
import { getJourneyInsights } from './journey-insights';
import { sendReminderNow } from './send-reminder-now';
import { getStuckClients } from './stuck-clients';
import { getInsightSummary, getWorkspaceInsights } from './workspace-insights';

export interface InsightRouteDeps {
  db: Db;
  /** AUTH_SECRET: signs the reminder's unsubscribe link. */
  secret: string;
  /** The reminder's portal link is built on PUBLIC_URL or the request's origin. */
  links: LinkSettings;
  /** PORTAL_BASE_DOMAIN: a claimed subdomain is the portal link's host. */
  portalBaseDomain?: string | undefined;
}

const tags = ['Insights'];
/** Built-in journeys have ids like `builtin-legal`: any id of ours passes, anything else is 404. */
const journeyParams = saneIdParams('id', INSIGHT_MESSAGES.journeyNotFound);
const clientParams = uuidParams('id', CLIENT_MESSAGES.notFound);

/**
 * Journey insights (issue 23), mounted on /api (contract: packages/core/src/api/insight-routes.ts):
 * the funnel per journey and for the workspace, the dashboard's card, stuck clients and 'Send
 * reminder now'. Another workspace's journey or client is 404 (docs/decisions/028-journey-insights.md).
 */
export function insightRoutes({ db, secret, links, portalBaseDomain }: InsightRouteDeps) {
  const r = createRouter();
  // /api/journeys/* and /api/clients/* also pass their own routers' requireOwner: check the session once.
  const requireOwnerOnce = requireOwner(db);
  const owner: MiddlewareHandler<AppEnv> = (c, next) => (c.get('owner') ? next() : requireOwnerOnce(c, next));

  r.openapi(
    createRoute({
      method: 'get',
      path: '/insights',
      tags,
      summary: 'Every journey with clients added in the period: invited, opened, completed, time, where they stop',
      middleware: [owner],
      request: { query: insightsQuerySchema },
      responses: { 200: jsonContent(workspaceInsightsResponseSchema, "The workspace's insights"), ...ownerErrors },
    }),
    async (c) => c.json(await getWorkspaceInsights(c.get('owner'), c.req.valid('query')), 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/insights/summary',
      tags,
      summary: "The dashboard's card: completion rate and median time to complete, last 30 days against the 30 before",
      middleware: [owner],
      responses: { 200: jsonContent(insightSummaryResponseSchema, 'The two windows'), ...ownerErrors },
    }),
    async (c) => c.json(await getInsightSummary(c.get('owner')), 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/insights/stuck',
      tags,
      summary: 'Active clients without progress for more than N days (7 by default), oldest first, at most 50',
      middleware: [owner],
      request: { query: stuckQuerySchema },
      responses: { 200: jsonContent(stuckClientsResponseSchema, 'The stuck clients'), ...ownerErrors },
    }),
    async (c) => c.json(await getStuckClients(c.get('owner'), c.req.valid('query')), 200),
  );

  r.openapi(
    createRoute({
      method: 'get',
      path: '/journeys/{id}/insights',
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

  r.openapi(
    createRoute({
      method: 'post',
      path: '/clients/{id}/reminders/send',
      tags,
      summary: 'Send the client a reminder now (at 08:00 their time in the quiet hours); 409 when the rules say no',
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

  return r;
}
