import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { clientKeys } from './clients';

/**
 * The email loop's queries (issue 20). A client's email status sits under the client's detail
 * key, so refreshing a client refreshes what the page says about emailing them too.
 */
export const emailKeys = {
  settings: ['settings', 'email'] as const,
  notifications: ['settings', 'notifications'] as const,
  client: (id: string) => [...clientKeys.detail(id), 'email'] as const,
};

/** GET /api/settings/email: the invitation template (or the default) and the workspace's reminders. */
export const emailSettingsQuery = () =>
  queryOptions({
    queryKey: emailKeys.settings,
    queryFn: async ({ signal }) => (await api('GET /api/settings/email', { signal })).settings,
  });

/** GET /api/settings/notifications: the owner's four notification emails. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: emailKeys.notifications,
    queryFn: async ({ signal }) => (await api('GET /api/settings/notifications', { signal })).notifications,
  });

/** GET /api/clients/:id/email: invitation, reminders and what blocks mail; 404 for a foreign id. */
export const clientEmailQuery = (id: string) =>
  queryOptions({
    queryKey: emailKeys.client(id),
    queryFn: async ({ signal }) => (await api('GET /api/clients/{id}/email', { params: { id }, signal })).email,
  });
