import type { ReminderState } from './reminder-schedule';

/**
 * For tests: an active client with an email address (and no other contact) and a stage waiting,
 * on the workspace's default schedule (every 3 days), sent nothing yet; `setting` gives its
 * clock, its time zone and when it was added, `extra` whatever a test changes.
 */
export const waitingClientState = (
  setting: Pick<ReminderState, 'now' | 'timeZone' | 'createdAt'>,
  extra: Partial<ReminderState> = {},
): ReminderState => ({
  ...setting,
  workspaceEnabled: true,
  workspaceIntervalDays: 3,
  clientOff: false,
  clientIntervalDays: null,
  hasEmail: true,
  unsubscribed: false,
  bouncing: false,
  otherContactsReachable: 0,
  status: 'active',
  hasOpenStage: true,
  invitationSentAt: null,
  lastReminderAt: null,
  lastActivityAt: null,
  ...extra,
});
