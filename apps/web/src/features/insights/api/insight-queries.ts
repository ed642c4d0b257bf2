import type { InsightPeriod, InsightScope } from '@bloom/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  insightSummaryQuery,
  journeyInsightsQuery,
  overdueClientsQuery,
  stuckClientsQuery,
  workspaceInsightsQuery,
} from '../../../api/insights';

export const useJourneyInsights = (id: string, period: InsightPeriod, clients: InsightScope) =>
  useQuery(journeyInsightsQuery(id, period, clients));

export const useWorkspaceInsights = (period: InsightPeriod, clients: InsightScope) =>
  useQuery(workspaceInsightsQuery(period, clients));

export const useInsightSummary = () => useQuery(insightSummaryQuery());

/** `journeyId` null: every journey's stuck clients. */
export const useStuckClients = (journeyId: string | null, days: number) =>
  useInfiniteQuery(stuckClientsQuery(journeyId, days));

/** `journeyId` null: every journey's overdue clients. */
export const useOverdueClients = (journeyId: string | null) => useInfiniteQuery(overdueClientsQuery(journeyId));
