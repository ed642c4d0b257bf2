import type { InsightPeriod, InsightScope } from '@bloom/core';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Journey insights (issue 23). Every insights query lives under ['insights'], so a write that
 * moves a client (a reminder sent from a stuck list) refreshes the funnels and lists at once.
 */
export const insightKeys = {
  all: ['insights'] as const,
  workspace: (period: InsightPeriod, clients: InsightScope) => ['insights', 'workspace', period, clients] as const,
  journey: (id: string, period: InsightPeriod, clients: InsightScope) =>
    ['insights', 'journey', id, period, clients] as const,
  summary: () => ['insights', 'summary'] as const,
  stuckAll: () => ['insights', 'stuck'] as const,
  /** `journeyId` null: stuck clients across every journey. */
  stuck: (journeyId: string | null, days: number) => ['insights', 'stuck', journeyId ?? 'all', days] as const,
  /** `journeyId` null: overdue clients across every journey. */
  overdue: (journeyId: string | null) => ['insights', 'overdue', journeyId ?? 'all'] as const,
};

/** GET /api/insights: the workspace's totals and one row per journey with clients in the period. */
export const workspaceInsightsQuery = (period: InsightPeriod, clients: InsightScope) =>
  queryOptions({
    queryKey: insightKeys.workspace(period, clients),
    queryFn: ({ signal }) => api('GET /api/insights', { query: { period, clients }, signal }),
    // Another period keeps the previous numbers on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

/** GET /api/journeys/:id/insights: the funnel, stop stage and times; 404 for a missing or foreign journey. */
export const journeyInsightsQuery = (id: string, period: InsightPeriod, clients: InsightScope) =>
  queryOptions({
    queryKey: insightKeys.journey(id, period, clients),
    queryFn: async ({ signal }) =>
      (await api('GET /api/journeys/{id}/insights', { params: { id }, query: { period, clients }, signal })).insights,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

/** GET /api/insights/summary: the dashboard card, the last 30 days against the 30 before. */
export const insightSummaryQuery = () =>
  queryOptions({
    queryKey: insightKeys.summary(),
    queryFn: ({ signal }) => api('GET /api/insights/summary', { signal }),
    refetchOnMount: 'always',
  });

/** GET /api/insights/stuck: clients waiting longer than `days` on one stage, oldest first, a keyset page at a time. */
export const stuckClientsQuery = (journeyId: string | null, days: number) =>
  infiniteQueryOptions({
    queryKey: insightKeys.stuck(journeyId, days),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/insights/stuck', {
        query: { journeyId: journeyId ?? undefined, days, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

/** GET /api/insights/overdue: clients with a stage past its due date, most overdue first, a keyset page at a time. */
export const overdueClientsQuery = (journeyId: string | null) =>
  infiniteQueryOptions({
    queryKey: insightKeys.overdue(journeyId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/insights/overdue', {
        query: { journeyId: journeyId ?? undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
