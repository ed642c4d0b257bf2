import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { clientKeys } from './clients';

/**
 * A client's agreements (issue 34): one entry per agreement stage of their journey, with its
 * current version and the voided ones. The list sits under the client's detail key, so
 * refreshing a client refreshes its agreements too.
 */
export const agreementKeys = {
  client: (clientId: string) => [...clientKeys.detail(clientId), 'agreements'] as const,
};

/** GET /api/clients/{id}/agreements: the stages and who may countersign; 404 for a foreign client. */
export const clientAgreementsQuery = (clientId: string) =>
  queryOptions({
    queryKey: agreementKeys.client(clientId),
    queryFn: ({ signal }) => api('GET /api/clients/{id}/agreements', { params: { id: clientId }, signal }),
  });
