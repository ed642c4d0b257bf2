import type { DomainSettings } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { domainKeys, domainSettingsQuery } from '../../../api/domains';
import { sessionKeys } from '../../../api/session';
import { api } from '../../../lib/api-client';

export type { DomainSettings };

export function useDomainSettings() {
  return useQuery(domainSettingsQuery());
}

/**
 * Every domain write answers the whole settings: cache them, and refresh the session, whose
 * `portalOrigin` is what 'Copy link' copies everywhere else.
 */
function useDomainWrite<V>(write: (value: V) => Promise<{ domain: DomainSettings }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: V) => (await write(value)).domain,
    onSuccess: (domain) => {
      queryClient.setQueryData(domainKeys.settings, domain);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export const useClaimSubdomain = () =>
  useDomainWrite((subdomain: string) => api('PUT /api/settings/domain/subdomain', { body: { subdomain } }));

export const useReleaseSubdomain = () => useDomainWrite(() => api('DELETE /api/settings/domain/subdomain'));

export const useAddCustomDomain = () =>
  useDomainWrite((domain: string) => api('PUT /api/settings/domain/custom', { body: { domain } }));

export const useRemoveCustomDomain = () => useDomainWrite(() => api('DELETE /api/settings/domain/custom'));

export const useCheckCustomDomain = () => useDomainWrite(() => api('POST /api/settings/domain/check'));
