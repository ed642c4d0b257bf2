import type { BusinessDetails, ClientPaymentsDto, InvoiceDto, PaymentSettingsDto } from '@bloom/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientPaymentsQuery,
  type PaymentsListParams,
  paymentKeys,
  paymentSettingsQuery,
  paymentsListQuery,
} from '../../../api/payments';
import { api } from '../../../lib/api-client';

export const usePaymentSettings = (enabled = true) => useQuery({ ...paymentSettingsQuery(), enabled });
export const useClientPayments = (clientId: string) => useQuery(clientPaymentsQuery(clientId));
export const usePaymentsList = (params: PaymentsListParams) => useInfiniteQuery(paymentsListQuery(params));

/** PUT /api/settings/payments: the answer replaces the cached settings. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (business: BusinessDetails) => api('PUT /api/settings/payments', { body: business }),
    onSuccess: (saved) => queryClient.setQueryData<PaymentSettingsDto>(paymentKeys.settings(), saved),
  });
}

/**
 * POST /api/settings/payments/connect: where to go next (Stripe's onboarding, or straight back here
 * in test mode). The page goes there; the settings are read again on the way back.
 */
export function useConnectPayments() {
  return useMutation({ mutationFn: () => api('POST /api/settings/payments/connect') });
}

/** The answer put into the client's list at once; then the client's payments and the lists are read again. */
export function withInvoice(data: ClientPaymentsDto, invoice: InvoiceDto): ClientPaymentsDto {
  return { ...data, invoices: data.invoices.map((i) => (i.id === invoice.id ? invoice : i)) };
}

/** POST /api/clients/{id}/invoices/{invoiceId}/void: only an open invoice nothing was paid on (409 otherwise). */
export function useVoidInvoice(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      api('POST /api/clients/{id}/invoices/{invoiceId}/void', {
        params: { id: clientId, invoiceId },
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: (invoice) => {
      queryClient.setQueryData<ClientPaymentsDto>(paymentKeys.client(clientId), (data) =>
        data ? withInvoice(data, invoice) : data,
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.client(clientId), exact: true });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    },
  });
}
