import type { NotificationSettings } from '@bloom/core';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { emailKeys, notificationSettingsQuery } from '../../../api/email';
import { api } from '../../../lib/api-client';

export type { NotificationSettings };
export type NotificationKind = keyof NotificationSettings;
export interface NotificationFlip {
  kind: NotificationKind;
  on: boolean;
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

export interface ToggleCallbacks {
  onSaved?: (flip: NotificationFlip) => void;
  onFailed?: (flip: NotificationFlip, error: Error) => void;
}

/**
 * PATCH /api/settings/notifications with one toggle, shown switched at once. A failure puts back
 * that toggle alone (another may have been flipped meanwhile). The last of several quick flips to
 * settle stores the server's state, so an earlier answer never undoes a later flip. The callbacks
 * run for every flip (those given to `mutate` would run for the last one only).
 */
export function toggleNotificationOptions(queryClient: QueryClient, callbacks: ToggleCallbacks = {}) {
  const key = emailKeys.notifications;
  const setOne = (kind: NotificationKind, on: boolean) =>
    queryClient.setQueryData<NotificationSettings>(key, (current) => (current ? { ...current, [kind]: on } : current));

  return mutationOptions({
    mutationKey: key,
    mutationFn: async ({ kind, on }: NotificationFlip) => {
      const body: Partial<NotificationSettings> = { [kind]: on };
      return (await api('PATCH /api/settings/notifications', { body })).notifications;
    },
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setOne(kind, on);
    },
    onSuccess: (_settings, flip) => callbacks.onSaved?.(flip),
    onError: (error, flip) => {
      setOne(flip.kind, !flip.on);
      callbacks.onFailed?.(flip, error);
    },
    onSettled: (settings, error) => {
      // This one is still counted while it settles: more than one means later flips are in flight.
      if (queryClient.isMutating({ mutationKey: key }) > 1) return;
      if (settings && !error) queryClient.setQueryData(key, settings);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useToggleNotification(callbacks: ToggleCallbacks) {
  return useMutation(toggleNotificationOptions(useQueryClient(), callbacks));
}

/** The toggles whose save is on its way. */
export function usePendingNotificationFlips(): NotificationKind[] {
  return useMutationState({
    filters: { mutationKey: emailKeys.notifications, status: 'pending' },
    select: (mutation) => (mutation.state.variables as NotificationFlip).kind,
  });
}
