import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** Portal domains (issue 23): the workspace's subdomain and custom domain. */
export const domainKeys = { settings: ['settings', 'domain'] as const };

/** GET /api/settings/domain: the subdomain, the custom domain's records and state, where links point. */
export const domainSettingsQuery = () =>
  queryOptions({
    queryKey: domainKeys.settings,
    queryFn: async ({ signal }) => (await api('GET /api/settings/domain', { signal })).domain,
  });
