import type { ApiBody, EmailSettings } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailKeys, emailSettingsQuery } from '../../../api/email';
import { api } from '../../../lib/api-client';

export type { EmailSettings };
export type EmailSettingsPatch = ApiBody<'PATCH /api/settings/email'>;
export type TestInvitationInput = ApiBody<'POST /api/settings/email/test'>;

export function useEmailSettings() {
  return useQuery(emailSettingsQuery());
}

/**
 * PATCH /api/settings/email: only the keys sent change; null for a template part brings back the
 * default. Refused with the server's message (the same as the form's) for a bad template.
 */
export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: EmailSettingsPatch) => (await api('PATCH /api/settings/email', { body: patch })).settings,
    onSuccess: (settings) => queryClient.setQueryData(emailKeys.settings, settings),
  });
}

/** POST /api/settings/email/test: the template as it is in the form, to the owner; answers the address. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: async (input: TestInvitationInput) =>
      (await api('POST /api/settings/email/test', { body: input })).sentTo,
  });
}
