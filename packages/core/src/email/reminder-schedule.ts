import { addLocalDays, localDateTime, zonedTime } from './zoned-time';

/**
 * When a client is reminded (issue 20): every N days after the last thing that happened (added,
 * invited, reminded, seen in the portal), at 10:00 on their clock, never in the quiet hours
 * 20:00–08:00, and never once a stop rule holds. At most one a local day follows from the
 * anchor: the last reminder is part of it, and the next is N ≥ 1 local dates later (a missed one
 * goes when the sweep finds it, which is later still). A pure function of its input, so the
 * sweep, the client page and the tests agree.
 */
export const REMINDER_HOUR = 10;
export const QUIET_HOURS = { from: 20, until: 8 } as const;
export const DEFAULT_REMINDER_INTERVAL_DAYS = 3;
export const MIN_REMINDER_INTERVAL_DAYS = 1;
export const MAX_REMINDER_INTERVAL_DAYS = 30;

export const REMINDER_STOPS = [
  'no-email',
  'unsubscribed',
  'bouncing',
  'archived',
  'journey-complete',
  'nothing-open',
  'client-off',
  'workspace-off',
] as const;
export type ReminderStop = (typeof REMINDER_STOPS)[number];

export interface ReminderState {
  now: Date;
  /** The client's own zone when the portal reported it, else the workspace's. */
  timeZone: string;
  workspaceEnabled: boolean;
  workspaceIntervalDays: number;
  clientOff: boolean;
  /** The client's own interval; null follows the workspace. */
  clientIntervalDays: number | null;
  /** The primary contact's address: present, unsubscribed, bouncing. */
  hasEmail: boolean;
  unsubscribed: boolean;
  bouncing: boolean;
  /** The client's other contacts a reminder can reach (an address, not unsubscribed, not bouncing). */
  otherContactsReachable: number;
  status: 'active' | 'completed' | 'archived';
  /** A stage waits on the client: not submitted yet, or sent back for changes. */
  hasOpenStage: boolean;
  createdAt: Date;
  invitationSentAt: Date | null;
  lastReminderAt: Date | null;
  /** The client's last visit or answer in the portal. */
  lastActivityAt: Date | null;
}

export type ReminderPlan = { stopped: ReminderStop } | { at: Date; intervalDays: number };

const latest = (...dates: (Date | null)[]) =>
  new Date(Math.max(...dates.filter((d): d is Date => d !== null).map((d) => d.getTime())));

const isQuiet = (hour: number) => hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;

/** Why the primary contact cannot be emailed; null when they can. */
export function primaryUnreachable(s: ReminderState): 'no-email' | 'unsubscribed' | 'bouncing' | null {
  if (!s.hasEmail) return 'no-email';
  if (s.unsubscribed) return 'unsubscribed';
  if (s.bouncing) return 'bouncing';
  return null;
}

/**
 * The first rule that stops the client's reminders. An unreachable primary only stops them when
 * no other contact can be reached either (then the primary's reason is the one named); otherwise
 * the reminder goes to the others and the primary is skipped.
 */
export function reminderStop(s: ReminderState): ReminderStop | null {
  const primary = primaryUnreachable(s);
  if (primary && s.otherContactsReachable === 0) return primary;
  if (s.status === 'archived') return 'archived';
  if (s.status === 'completed') return 'journey-complete';
  if (!s.hasOpenStage) return 'nothing-open';
  if (s.clientOff) return 'client-off';
  // A client's own interval keeps reminding when the workspace's default is off.
  if (!s.workspaceEnabled && s.clientIntervalDays === null) return 'workspace-off';
  return null;
}

export function planReminder(s: ReminderState): ReminderPlan {
  const stopped = reminderStop(s);
  if (stopped) return { stopped };
  const intervalDays = s.clientIntervalDays ?? s.workspaceIntervalDays;
  const tz = s.timeZone;
  const anchor = latest(s.createdAt, s.invitationSentAt, s.lastReminderAt, s.lastActivityAt);
  let at = zonedTime(tz, addLocalDays(anchor, tz, intervalDays), REMINDER_HOUR);
  if (at <= s.now) {
    // Missed (the server was down, or the interval was shortened): as soon as the hours allow.
    const local = localDateTime(s.now, tz);
    if (!isQuiet(local.hour)) at = s.now;
    else at = zonedTime(tz, addLocalDays(s.now, tz, local.hour >= QUIET_HOURS.from ? 1 : 0), QUIET_HOURS.until);
  }
  return { at, intervalDays };
}

/** True when the plan says a reminder should go now. */
export const isReminderDue = (plan: ReminderPlan, now: Date): boolean => 'at' in plan && plan.at <= now;
