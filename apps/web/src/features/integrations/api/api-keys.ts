import type { ApiBody, ApiKeyDto } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysQuery, integrationKeys } from '../../../api/integrations';
import { api } from '../../../lib/api-client';

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}

/** The cached list with one key put in (or replaced), newest first, then refreshed from the server. */
function useStoreKey() {
  const queryClient = useQueryClient();
  return (key: ApiKeyDto) => {
    queryClient.setQueryData<ApiKeyDto[]>(integrationKeys.apiKeys(), (list = []) =>
      list.some((k) => k.id === key.id) ? list.map((k) => (k.id === key.id ? key : k)) : [key, ...list],
    );
    void queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys(), exact: true });
  };
}

/** POST /api/api-keys: answers the key itself (`secret`) this once. */
export function useCreateApiKey() {
  const store = useStoreKey();
  return useMutation({
    mutationFn: (input: ApiBody<'POST /api/api-keys'>) => api('POST /api/api-keys', { body: input }),
    onSuccess: ({ key }) => store(key),
  });
}

/** DELETE /api/api-keys/{id}: revoked at once; it stays listed as revoked. */
export function useRevokeApiKey() {
  const store = useStoreKey();
  return useMutation({
    mutationFn: async (id: string) => (await api('DELETE /api/api-keys/{id}', { params: { id } })).key,
    onSuccess: store,
  });
}
