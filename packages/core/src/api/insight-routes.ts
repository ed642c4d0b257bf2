import {
  insightSummaryResponseSchema,
  insightsQuerySchema,
  journeyInsightsResponseSchema,
  overdueClientsResponseSchema,
  overdueQuerySchema,
  sendReminderResponseSchema,
  stuckClientsResponseSchema,
  stuckQuerySchema,
  workspaceInsightsResponseSchema,
} from '../insights/insights-schemas';
import { defineRoutes } from './define-routes';

/** Journey insights (issue 23): the funnel per journey and for the workspace, stuck clients, the dashboard card. */
export const INSIGHT_ROUTES = defineRoutes({
  'GET /api/insights': { query: insightsQuerySchema, response: workspaceInsightsResponseSchema },
  'GET /api/insights/summary': { response: insightSummaryResponseSchema },
  'GET /api/insights/stuck': { query: stuckQuerySchema, response: stuckClientsResponseSchema },
  'GET /api/insights/overdue': { query: overdueQuerySchema, response: overdueClientsResponseSchema },
  'GET /api/journeys/{id}/insights': { query: insightsQuerySchema, response: journeyInsightsResponseSchema },
  'POST /api/clients/{id}/reminders/send': { response: sendReminderResponseSchema },
});
