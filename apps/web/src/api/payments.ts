import type { ApiQuery } from '@bloom/core';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { clientKeys } from './clients';

/** The /payments list's filters as GET /api/payments takes them (the cursor comes from the pages). */
export type PaymentsListParams = Omit<ApiQuery<'GET /api/payments'>, 'cursor' | 'limit'>;

/**
 * Payments (issue 35): the workspace's payment settings, a client's invoices (under the client's
 * detail key, so refreshing a client refreshes them too) and the workspace's list of invoices.
 */
export const paymentKeys = {
  settings: () => ['payments', 'settings'] as const,
  lists: () => ['payments', 'list'] as const,
  list: (params: PaymentsListParams) => ['payments', 'list', params] as const,
  client: (clientId: string) => [...clientKeys.detail(clientId), 'payments'] as const,
};

/** GET /api/settings/payments: the provider, the account and the business details (Owner and Admin). */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.settings(),
    queryFn: ({ signal }) => api('GET /api/settings/payments', { signal }),
  });

/** GET /api/clients/{id}/payments: the client's invoices and plans; 404 for a foreign client. */
export const clientPaymentsQuery = (clientId: string) =>
  queryOptions({
    queryKey: paymentKeys.client(clientId),
    queryFn: ({ signal }) => api('GET /api/clients/{id}/payments', { params: { id: clientId }, signal }),
  });

/** GET /api/payments: newest first, one keyset page at a time, with the totals of every match. */
export const paymentsListQuery = (params: PaymentsListParams) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/payments', { query: { ...params, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While another filter loads, the previous rows stay (dimmed) instead of a skeleton.
    placeholderData: keepPreviousData,
    // Clients pay while the owner works elsewhere.
    refetchOnMount: 'always',
  });

/** The CSV of the same filters (a file route: a plain link downloads it with the session cookie). */
export function paymentsExportUrl(params: PaymentsListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, String(value));
  const q = search.toString();
  return q ? `/api/payments/export.csv?${q}` : '/api/payments/export.csv';
}
