import type { ApiQuery } from '@bloom/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** Integrations (issue 22): webhook endpoints with their delivery logs, and API keys. */
export type WebhookLogFilters = Omit<ApiQuery<'GET /api/webhooks/{id}/messages'>, 'cursor'>;

export const integrationKeys = {
  all: ['integrations'] as const,
  webhooks: () => ['integrations', 'webhooks'] as const,
  /** Every log page of one endpoint, whatever the filters (a resend or test refreshes them all). */
  webhookLogs: (endpointId: string) => ['integrations', 'webhooks', endpointId, 'messages'] as const,
  webhookLog: (endpointId: string, filters: WebhookLogFilters) =>
    [...integrationKeys.webhookLogs(endpointId), filters] as const,
  apiKeys: () => ['integrations', 'api-keys'] as const,
};

/** GET /api/api-keys: the workspace's keys, revoked ones too (never the keys themselves). */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: integrationKeys.apiKeys(),
    queryFn: async ({ signal }) => (await api('GET /api/api-keys', { signal })).keys,
  });

/** GET /api/webhooks: the workspace's endpoints, oldest first (never their secrets). */
export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.webhooks(),
    queryFn: async ({ signal }) => (await api('GET /api/webhooks', { signal })).endpoints,
    // Deliveries can turn an endpoint off at any time.
    refetchOnMount: 'always',
  });

/** GET /api/webhooks/{id}/messages: the delivery log, newest first, 50 a page. */
export const webhookLogQuery = (endpointId: string, filters: WebhookLogFilters) =>
  infiniteQueryOptions({
    queryKey: integrationKeys.webhookLog(endpointId, filters),
    queryFn: ({ signal, pageParam }) =>
      api('GET /api/webhooks/{id}/messages', {
        params: { id: endpointId },
        query: { ...filters, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
