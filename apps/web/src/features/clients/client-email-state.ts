import { CLIENT_MESSAGES, type ClientEmailStatus, EMAIL_MESSAGES, type ReminderStop } from '@bloom/core';
import { formatOwnerDate, formatOwnerDateAtTime, ownerTimeZone } from '../../lib/owner-dates';

/**
 * What the client page's email card says, as pure functions of the client's email status (GET
 * /api/clients/:id/email) and the time: the invitation's state, why nothing can be emailed, and
 * the reminders. Dates are in the workspace's zone (lib/owner-dates.ts).
 */

export type InvitationState =
  | { kind: 'none' }
  /** Asked for, not yet accepted by the mail server. `slow` after a couple of minutes. */
  | { kind: 'sending'; since: string; slow: boolean }
  /** Asked for, and never going: the address bounced, the client unsubscribed or has no address now. */
  | { kind: 'failed'; since: string }
  | { kind: 'sent'; at: string };

const SLOW_AFTER_MS = 2 * 60_000;

/** Blocks the send job honours: an invitation queued before one of them will not go. */
const STOPS_QUEUED_MAIL: ReadonlySet<ClientEmailStatus['blockedBy']> = new Set([
  'bouncing',
  'unsubscribed',
  'no-email',
]);

export function invitationState(
  { invitation, blockedBy }: Pick<ClientEmailStatus, 'invitation' | 'blockedBy'>,
  now: number,
): InvitationState {
  const { queuedAt, sentAt } = invitation;
  // A resend is on its way until the mail server accepts it, even when an earlier one went.
  if (queuedAt && (!sentAt || Date.parse(sentAt) < Date.parse(queuedAt))) {
    if (STOPS_QUEUED_MAIL.has(blockedBy)) return { kind: 'failed', since: queuedAt };
    return { kind: 'sending', since: queuedAt, slow: now - Date.parse(queuedAt) > SLOW_AFTER_MS };
  }
  if (sentAt) return { kind: 'sent', at: sentAt };
  return { kind: 'none' };
}

/**
 * How often to read the status again while an invitation is on its way: every 3 s for the first
 * minute (a healthy mail server answers in seconds), then every 15 s, and not after 15 minutes
 * (the mail server keeps refusing; a reload or a later visit reads it again). False otherwise.
 */
export function invitationPollMs(status: ClientEmailStatus | undefined, now: number): number | false {
  if (!status) return false;
  const state = invitationState(status, now);
  if (state.kind !== 'sending') return false;
  const waited = now - Date.parse(state.since);
  if (waited < 60_000) return 3_000;
  if (waited < 15 * 60_000) return 15_000;
  return false;
}

export function invitationHeadline(state: InvitationState): string {
  switch (state.kind) {
    case 'none':
      return 'Not invited yet';
    case 'sending':
      return 'Invitation on its way…';
    case 'failed':
      return 'Invitation not delivered';
    case 'sent':
      return `Invitation sent ${formatOwnerDateAtTime(state.at)}`;
  }
}

/**
 * Why the invitation button is disabled, in the owner's words: a bold `title` and the sentence
 * after it, read as one ('Email bouncing: 550 No such user. Change the address to send again.');
 * null when mail can go. The owner cannot override any of them.
 */
export function blockedReason(status: ClientEmailStatus): { title: string; detail: string } | null {
  switch (status.blockedBy) {
    case null:
      return null;
    case 'unsubscribed':
      return {
        title: `${CLIENT_MESSAGES.emailUnsubscribed}.`,
        detail: status.unsubscribedAt
          ? CLIENT_MESSAGES.emailUnsubscribedDetail(formatOwnerDate(status.unsubscribedAt))
          : `${EMAIL_MESSAGES.unsubscribed}.`,
      };
    case 'bouncing': {
      const reason = status.bounceReason?.trim().replace(/\.+$/, '') || 'the address refused our mail';
      return { title: `Email bouncing: ${reason}.`, detail: 'Change the address to send again.' };
    }
    case 'no-email':
      return { title: 'No email address.', detail: `${EMAIL_MESSAGES.noEmail}.` };
    case 'archived':
      return { title: 'Client archived.', detail: `${EMAIL_MESSAGES.archived}.` };
  }
}

/** Why no reminder is planned, one short sentence per stop rule (core's REMINDER_STOPS). */
export const REMINDER_STOP_SENTENCES: Record<ReminderStop, string> = {
  'no-email': 'No reminders: this client has no email address.',
  unsubscribed: 'No reminders: this client unsubscribed from your emails.',
  bouncing: 'No reminders: their email address is bouncing.',
  archived: 'No reminders while this client is archived.',
  'journey-complete': 'No reminders: the journey is complete.',
  'nothing-open': 'No reminder due: nothing is waiting on this client right now.',
  'client-off': 'Reminders are off for this client.',
  'workspace-off': 'Reminders are off for your workspace. Turn them on in Settings → Email, or choose Custom.',
};

export type ReminderMode = ClientEmailStatus['reminders']['mode'];

/** The select's first option: the workspace's own schedule, named. */
export const workspaceDefaultLabel = ({
  workspaceEnabled,
  workspaceIntervalDays,
}: Pick<ClientEmailStatus['reminders'], 'workspaceEnabled' | 'workspaceIntervalDays'>) =>
  workspaceEnabled ? `Workspace default (${everyDays(workspaceIntervalDays)})` : 'Workspace default (off)';

export const everyDays = (days: number) => (days === 1 ? 'every day' : `every ${days} days`);

/**
 * The reminder lines under the select: the last one sent (by whom, or by the schedule), then the
 * next (date and time in the workspace's zone, and the client's own 10:00 when their zone
 * differs; to the other contacts only when the primary's address cannot be emailed) or why there
 * is none.
 */
export function reminderLines({
  reminders,
  blockedBy,
  lastReminderBy,
}: Pick<ClientEmailStatus, 'reminders' | 'blockedBy' | 'lastReminderBy'>): { last: string | null; next: string } {
  const sentBy = lastReminderBy ? `by ${lastReminderBy}` : 'automatically';
  const last = reminders.lastAt ? `Last reminder sent ${sentBy} on ${formatOwnerDate(reminders.lastAt)}` : null;
  if (reminders.nextAt) {
    const owner = ownerTimeZone();
    const local = reminders.timeZone !== owner ? clientLocal(reminders.nextAt, reminders.timeZone) : null;
    const when = `Next reminder ${formatOwnerDateAtTime(reminders.nextAt)}`;
    const next = local ? `${when} (${local} for the client)` : when;
    const others = reminders.otherContacts;
    // The primary's own address is blocked (the same blocks stop queued mail): the others only.
    if (!STOPS_QUEUED_MAIL.has(blockedBy) || others === 0) return { last, next };
    return {
      last,
      next: `${next}, to ${others === 1 ? 'their other contact' : `their ${others} other contacts`} only`,
    };
  }
  return {
    last,
    next: reminders.stoppedBy ? REMINDER_STOP_SENTENCES[reminders.stoppedBy] : 'No reminder planned.',
  };
}

/** '10:00 AM' in the client's zone, with the zone's city; null for a zone this browser cannot use. */
function clientLocal(iso: string, timeZone: string): string | null {
  try {
    const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      new Date(iso),
    );
    const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone;
    return `${time} in ${city}`;
  } catch {
    return null;
  }
}
