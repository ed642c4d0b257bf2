import type {
  AgreementDto,
  ClientAgreementsResponse,
  CountersignInput,
  SendAgreementInput,
  VoidAgreementInput,
} from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementKeys, clientAgreementsQuery } from '../../../api/agreements';
import { clientKeys } from '../../../api/clients';
import { api } from '../../../lib/api-client';

export function useClientAgreements(clientId: string) {
  return useQuery(clientAgreementsQuery(clientId));
}

/**
 * The answer put into its stage at once: the stage's current version, the one it replaced moved
 * to the history (newest first).
 */
export function withAgreement(data: ClientAgreementsResponse, agreement: AgreementDto): ClientAgreementsResponse {
  return {
    ...data,
    stages: data.stages.map((stage) => {
      if (stage.stageId !== agreement.stageId) return stage;
      const before = stage.current;
      if (!before || before.id === agreement.id) return { ...stage, current: agreement };
      return { ...stage, current: agreement, history: [before, ...stage.history.filter((a) => a.id !== before.id)] };
    }),
  };
}

/**
 * Every write answers the agreement: it goes into the cached list, then the list is read again.
 * A countersign can complete the stage, which moves the client's journey on: then the client
 * (its progress, and the lists that show it) is read again too.
 */
function useAgreementWrite<TVars>(clientId: string, write: (vars: TVars) => Promise<{ agreement: AgreementDto }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ agreement }) => {
      queryClient.setQueryData<ClientAgreementsResponse>(agreementKeys.client(clientId), (data) =>
        data ? withAgreement(data, agreement) : data,
      );
      if (agreement.status === 'completed') {
        void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
        void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      } else {
        void queryClient.invalidateQueries({ queryKey: agreementKeys.client(clientId), exact: true });
      }
    },
  });
}

/**
 * POST /api/clients/{id}/agreements: the stage's agreement to the chosen contacts (a new version
 * after a void). A repeat is refused while one is out (409), so a retry cannot send it twice.
 */
export function useSendAgreement(clientId: string) {
  return useAgreementWrite(clientId, (input: SendAgreementInput) =>
    api('POST /api/clients/{id}/agreements', { params: { id: clientId }, body: input }),
  );
}

/** POST …/{agreementId}/void: nobody can sign it any more; a new version can be sent. */
export function useVoidAgreement(clientId: string) {
  return useAgreementWrite(clientId, ({ agreementId, input }: { agreementId: string; input: VoidAgreementInput }) =>
    api('POST /api/clients/{id}/agreements/{agreementId}/void', {
      params: { id: clientId, agreementId },
      body: input,
    }),
  );
}

/** POST …/{agreementId}/countersign: only the chosen countersigner, on their turn. */
export function useCountersign(clientId: string) {
  return useAgreementWrite(clientId, ({ agreementId, input }: { agreementId: string; input: CountersignInput }) =>
    api('POST /api/clients/{id}/agreements/{agreementId}/countersign', {
      params: { id: clientId, agreementId },
      body: input,
    }),
  );
}
