import type { ApiBody, WebhookEndpointDto } from '@bloom/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  integrationKeys,
  type WebhookLogFilters,
  webhookEndpointsQuery,
  webhookLogQuery,
} from '../../../api/integrations';
import { api } from '../../../lib/api-client';
import { isFailing, logStateKey } from '../lib/webhook-display';

/** How often the list is read again while an endpoint is failing: a retry may have got through. */
const FAILING_REFRESH_MS = 30_000;

export function useWebhookEndpoints() {
  return useQuery({
    ...webhookEndpointsQuery(),
    refetchInterval: (query) => (query.state.data?.some(isFailing) ? FAILING_REFRESH_MS : false),
  });
}

/** The cached list with one endpoint put in (or replaced), then refreshed from the server. */
function useStoreEndpoint() {
  const queryClient = useQueryClient();
  return (endpoint: WebhookEndpointDto) => {
    queryClient.setQueryData<WebhookEndpointDto[]>(integrationKeys.webhooks(), (list = []) =>
      list.some((e) => e.id === endpoint.id)
        ? list.map((e) => (e.id === endpoint.id ? endpoint : e))
        : [...list, endpoint],
    );
    void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(), exact: true });
  };
}

/** POST /api/webhooks: answers the endpoint and its signing secret, this once. */
export function useCreateWebhookEndpoint() {
  const store = useStoreEndpoint();
  return useMutation({
    mutationFn: (input: ApiBody<'POST /api/webhooks'>) => api('POST /api/webhooks', { body: input }),
    onSuccess: ({ endpoint }) => store(endpoint),
  });
}

/** PATCH /api/webhooks/{id}: URL, description, events, on or off (on again clears the reason). */
export function useUpdateWebhookEndpoint() {
  const store = useStoreEndpoint();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: ApiBody<'PATCH /api/webhooks/{id}'> }) =>
      (await api('PATCH /api/webhooks/{id}', { params: { id }, body: patch })).endpoint,
    onSuccess: store,
  });
}

/** DELETE /api/webhooks/{id}: the endpoint and its log. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api('DELETE /api/webhooks/{id}', { params: { id } });
    },
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<WebhookEndpointDto[]>(integrationKeys.webhooks(), (list) =>
        list?.filter((e) => e.id !== id),
      );
      queryClient.removeQueries({ queryKey: integrationKeys.webhookLogs(id) });
    },
  });
}

/** POST /api/webhooks/{id}/rotate-secret: a new secret, answered once. */
export function useRotateWebhookSecret() {
  const store = useStoreEndpoint();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/webhooks/{id}/rotate-secret', { params: { id } }),
    onSuccess: ({ endpoint }) => store(endpoint),
  });
}

/**
 * The log's pages of one endpoint; polled while a delivery is still under way. When what it shows
 * changes (a try recorded, a message settled) the endpoint list is read again: the card's
 * 'Failing' and the log's 'Delivered' come from the same moment.
 */
export function useWebhookLog(endpointId: string, filters: WebhookLogFilters) {
  const queryClient = useQueryClient();
  const log = useInfiniteQuery({
    ...webhookLogQuery(endpointId, filters),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.messages.some((m) => m.status === 'pending')) ? 2000 : false,
  });
  const stateKey = log.data ? logStateKey(log.data.pages.flatMap((page) => page.messages)) : null;
  useEffect(() => {
    if (stateKey === null) return;
    void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(), exact: true });
  }, [stateKey, queryClient]);
  return log;
}

function useRefreshLog() {
  const queryClient = useQueryClient();
  return (endpointId: string) => {
    void queryClient.invalidateQueries({ queryKey: integrationKeys.webhookLogs(endpointId) });
  };
}

/** POST /api/webhooks/{id}/test: a signed webhook.test event, queued now. */
export function useSendTestEvent() {
  const refresh = useRefreshLog();
  return useMutation({
    mutationFn: async (endpointId: string) =>
      (await api('POST /api/webhooks/{id}/test', { params: { id: endpointId } })).message,
    onSuccess: (_message, endpointId) => refresh(endpointId),
  });
}

/** POST /api/webhooks/{id}/messages/{messageId}/resend: the same event id, delivered again. */
export function useResendWebhookMessage() {
  const refresh = useRefreshLog();
  return useMutation({
    mutationFn: async ({ endpointId, messageId }: { endpointId: string; messageId: string }) =>
      (
        await api('POST /api/webhooks/{id}/messages/{messageId}/resend', {
          params: { id: endpointId, messageId },
        })
      ).message,
    onSuccess: (_message, { endpointId }) => refresh(endpointId),
  });
}
