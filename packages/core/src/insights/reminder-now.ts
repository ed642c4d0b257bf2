import { EMAIL_MESSAGES } from '../email/email-schemas';
import { QUIET_HOURS, type ReminderState, type ReminderStop, reminderStop } from '../email/reminder-schedule';
import { addLocalDays, localDateKey, localDateTime, zonedTime } from '../email/zoned-time';

/**
 * 'Send reminder now' from the stuck clients (issue 23), by the reminder rules of issue 20: never
 * to a client mail must not reach or with nothing waiting on them, at most one a local day, and
 * never in the quiet hours (20:00–08:00 on the client's clock): then it waits for 08:00. The
 * owner's click is deliberate, so only the workspace's automatic schedule being off does not stop it.
 */
export type ReminderNowBlock = Exclude<ReminderStop, 'workspace-off'> | 'reminded-today';

export const REMINDER_NOW_MESSAGES: Record<ReminderNowBlock, string> = {
  'no-email': EMAIL_MESSAGES.noEmail,
  unsubscribed: EMAIL_MESSAGES.unsubscribed,
  bouncing: EMAIL_MESSAGES.bouncing,
  archived: EMAIL_MESSAGES.archived,
  'journey-complete': 'This client has completed their journey',
  'nothing-open': 'Nothing is waiting on this client right now',
  'client-off': 'Reminders are off for this client',
  'reminded-today': 'Already reminded today',
};

export type ReminderNowPlan = { blocked: ReminderNowBlock } | { sendAt: Date; scheduled: boolean };

const isQuiet = (hour: number) => hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;

export function planReminderNow(s: ReminderState): ReminderNowPlan {
  const stop = reminderStop(s);
  if (stop && stop !== 'workspace-off') return { blocked: stop };
  const local = localDateTime(s.now, s.timeZone);
  const sendAt = !isQuiet(local.hour)
    ? s.now
    : zonedTime(s.timeZone, addLocalDays(s.now, s.timeZone, local.hour >= QUIET_HOURS.from ? 1 : 0), QUIET_HOURS.until);
  // One a local day: a reminder already sent (or waiting to go) on the day this one would go blocks it.
  if (s.lastReminderAt && localDateKey(s.lastReminderAt, s.timeZone) >= localDateKey(sendAt, s.timeZone)) {
    return { blocked: 'reminded-today' };
  }
  return { sendAt, scheduled: sendAt.getTime() > s.now.getTime() };
}
