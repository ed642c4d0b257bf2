import { describe, expect, it } from 'vitest';
import type { ReminderState } from '../email/reminder-schedule';
import { waitingClientState } from '../email/reminder-state-fixture';
import { planReminderNow, REMINDER_NOW_MESSAGES } from './reminder-now';

const NY = 'America/New_York';
const at = (s: string) => new Date(s);

/** An active New York client with a stage waiting, asked at 14:00 their time. */
const state = (extra: Partial<ReminderState> = {}): ReminderState =>
  waitingClientState({ now: at('2026-06-10T18:00:00Z'), timeZone: NY, createdAt: at('2026-06-01T12:00:00Z') }, extra);

describe('planReminderNow', () => {
  it('sends at once in the day, even when the workspace’s schedule is off', () => {
    expect(planReminderNow(state())).toEqual({ sendAt: at('2026-06-10T18:00:00Z'), scheduled: false });
    expect(planReminderNow(state({ workspaceEnabled: false }))).toEqual({
      sendAt: at('2026-06-10T18:00:00Z'),
      scheduled: false,
    });
  });

  it('waits for 08:00 on the client’s clock in the quiet hours (20:00–08:00)', () => {
    // 21:30 in New York: tomorrow 08:00 (12:00 UTC in summer).
    expect(planReminderNow(state({ now: at('2026-06-11T01:30:00Z') }))).toEqual({
      sendAt: at('2026-06-11T12:00:00Z'),
      scheduled: true,
    });
    // 05:00 in New York: 08:00 the same day.
    expect(planReminderNow(state({ now: at('2026-06-10T09:00:00Z') }))).toEqual({
      sendAt: at('2026-06-10T12:00:00Z'),
      scheduled: true,
    });
    // 20:00 sharp is quiet, 08:00 sharp is not.
    expect(planReminderNow(state({ now: at('2026-06-11T00:00:00Z') }))).toMatchObject({ scheduled: true });
    expect(planReminderNow(state({ now: at('2026-06-10T12:00:00Z') }))).toMatchObject({ scheduled: false });
  });

  it('allows one a local day: earlier today, or one waiting for tomorrow, blocks it', () => {
    // Reminded at 09:00 New York today.
    expect(planReminderNow(state({ lastReminderAt: at('2026-06-10T13:00:00Z') }))).toEqual({
      blocked: 'reminded-today',
    });
    // Yesterday at 23:00 UTC was 19:00 yesterday in New York: fine today.
    expect(planReminderNow(state({ lastReminderAt: at('2026-06-09T23:00:00Z') }))).toMatchObject({ scheduled: false });
    // At 21:30 with tomorrow's 08:00 reminder already queued.
    const tonight = state({ now: at('2026-06-11T01:30:00Z'), lastReminderAt: at('2026-06-11T12:00:00Z') });
    expect(planReminderNow(tonight)).toEqual({ blocked: 'reminded-today' });
  });

  it('stops where the reminder rules stop, with the reason', () => {
    expect(planReminderNow(state({ unsubscribed: true }))).toEqual({ blocked: 'unsubscribed' });
    expect(planReminderNow(state({ bouncing: true }))).toEqual({ blocked: 'bouncing' });
    expect(planReminderNow(state({ hasEmail: false }))).toEqual({ blocked: 'no-email' });
    expect(planReminderNow(state({ status: 'archived' }))).toEqual({ blocked: 'archived' });
    expect(planReminderNow(state({ status: 'completed' }))).toEqual({ blocked: 'journey-complete' });
    expect(planReminderNow(state({ hasOpenStage: false }))).toEqual({ blocked: 'nothing-open' });
    expect(planReminderNow(state({ clientOff: true }))).toEqual({ blocked: 'client-off' });
    expect(REMINDER_NOW_MESSAGES.unsubscribed).toBe('This client unsubscribed from your emails');
    // Another contact can still be reached: the owner may send it to them.
    expect(planReminderNow(state({ unsubscribed: true, otherContactsReachable: 1 }))).toMatchObject({
      scheduled: false,
    });
    expect(REMINDER_NOW_MESSAGES['reminded-today']).toBe('Already reminded today');
  });
});
