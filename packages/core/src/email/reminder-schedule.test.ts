import { describe, expect, it } from 'vitest';
import { isReminderDue, planReminder, type ReminderPlan, type ReminderState, reminderStop } from './reminder-schedule';
import { waitingClientState } from './reminder-state-fixture';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const at = (s: string) => new Date(s);

/** An active client with an open stage, added at `createdAt`, on the workspace's default (every 3 days). */
const state = (extra: Partial<ReminderState> = {}): ReminderState =>
  waitingClientState(
    // Unless told, the clock reads the moment the client was added.
    { now: extra.createdAt ?? at('2024-06-01T00:00:00Z'), timeZone: 'UTC', createdAt: at('2024-06-01T00:00:00Z') },
    extra,
  );

const when = (plan: ReminderPlan) => ('at' in plan ? plan.at.toISOString() : plan.stopped);

describe('planReminder: when', () => {
  it('reminds at 10:00 local, N local days after the client was added', () => {
    expect(when(planReminder(state({ createdAt: at('2024-06-01T16:20:00Z') })))).toBe('2024-06-04T10:00:00.000Z');
    expect(when(planReminder(state({ createdAt: at('2024-06-01T16:20:00Z'), timeZone: NY })))).toBe(
      '2024-06-04T14:00:00.000Z',
    );
  });

  it('is not due a minute before 10:00, and is at 10:00', () => {
    const base = { createdAt: at('2024-06-01T16:20:00Z') };
    expect(
      isReminderDue(planReminder(state({ ...base, now: at('2024-06-04T09:59:00Z') })), at('2024-06-04T09:59:00Z')),
    ).toBe(false);
    expect(
      isReminderDue(planReminder(state({ ...base, now: at('2024-06-04T10:00:00Z') })), at('2024-06-04T10:00:00Z')),
    ).toBe(true);
  });

  it('counts from the latest of added, invited, reminded and active in the portal', () => {
    const base = { createdAt: at('2024-06-01T09:00:00Z') };
    expect(when(planReminder(state({ ...base, invitationSentAt: at('2024-06-02T09:00:00Z') })))).toBe(
      '2024-06-05T10:00:00.000Z',
    );
    expect(when(planReminder(state({ ...base, lastReminderAt: at('2024-06-04T10:00:00Z') })))).toBe(
      '2024-06-07T10:00:00.000Z',
    );
    // Seen in the portal yesterday: the reminder that was due today waits N days from the visit.
    const seen = state({ ...base, lastActivityAt: at('2024-06-03T18:00:00Z'), now: at('2024-06-04T10:00:00Z') });
    expect(when(planReminder(seen))).toBe('2024-06-06T10:00:00.000Z');
    expect(isReminderDue(planReminder(seen), seen.now)).toBe(false);
  });

  it('keeps 10:00 across New York’s spring-forward (the interval is in local days)', () => {
    // Friday 10:00 EST; three local days later is Monday 10:00 EDT, 71 hours on.
    const plan = planReminder(state({ timeZone: NY, createdAt: at('2024-03-08T15:00:00Z') }));
    expect(when(plan)).toBe('2024-03-11T14:00:00.000Z');
    // Every day: Saturday 10:00 EST, then Sunday 10:00 EDT, 23 hours later.
    const daily = planReminder(
      state({
        timeZone: NY,
        clientIntervalDays: 1,
        createdAt: at('2024-03-01T12:00:00Z'),
        lastReminderAt: at('2024-03-09T15:00:00Z'),
      }),
    );
    expect(when(daily)).toBe('2024-03-10T14:00:00.000Z');
  });

  it('keeps 10:00 across New York’s fall-back', () => {
    expect(when(planReminder(state({ timeZone: NY, createdAt: at('2024-11-01T14:00:00Z') })))).toBe(
      '2024-11-04T15:00:00.000Z',
    );
    const daily = planReminder(
      state({
        timeZone: NY,
        clientIntervalDays: 1,
        createdAt: at('2024-10-01T12:00:00Z'),
        lastReminderAt: at('2024-11-02T14:00:00Z'),
      }),
    );
    expect(when(daily)).toBe('2024-11-03T15:00:00.000Z');
  });

  it('keeps 10:00 across London’s changes', () => {
    expect(when(planReminder(state({ timeZone: LONDON, createdAt: at('2024-03-29T10:00:00Z') })))).toBe(
      '2024-04-01T09:00:00.000Z',
    );
    expect(when(planReminder(state({ timeZone: LONDON, createdAt: at('2024-10-25T09:00:00Z') })))).toBe(
      '2024-10-28T10:00:00.000Z',
    );
  });

  it('uses the time zone it is given (the client’s own when known)', () => {
    const created = { createdAt: at('2024-06-01T12:00:00Z') };
    expect(when(planReminder(state({ ...created, timeZone: 'Asia/Tokyo' })))).toBe('2024-06-04T01:00:00.000Z');
    expect(when(planReminder(state({ ...created, timeZone: 'America/Los_Angeles' })))).toBe('2024-06-04T17:00:00.000Z');
  });
});

describe('planReminder: quiet hours and missed reminders', () => {
  // Due 2024-06-04 10:00 UTC; the sweep did not run then (the server was down).
  const missed = (now: string, timeZone = 'UTC', createdAt = '2024-06-01T12:00:00Z') =>
    when(planReminder(state({ createdAt: at(createdAt), timeZone, now: at(now) })));

  it('sends a missed reminder as soon as the sweep finds it in the day', () => {
    expect(missed('2024-06-04T13:37:00Z')).toBe('2024-06-04T13:37:00.000Z');
    expect(missed('2024-06-05T08:00:00Z')).toBe('2024-06-05T08:00:00.000Z');
    expect(missed('2024-06-04T19:59:00Z')).toBe('2024-06-04T19:59:00.000Z');
  });

  it('holds a reminder missed at 21:00 until 08:00 the next morning', () => {
    expect(missed('2024-06-04T21:00:00Z')).toBe('2024-06-05T08:00:00.000Z');
    expect(missed('2024-06-04T20:00:00Z')).toBe('2024-06-05T08:00:00.000Z');
    expect(
      isReminderDue(
        planReminder(state({ createdAt: at('2024-06-01T12:00:00Z'), now: at('2024-06-04T21:00:00Z') })),
        at('2024-06-04T21:00:00Z'),
      ),
    ).toBe(false);
  });

  it('holds one found after midnight until 08:00 the same morning', () => {
    expect(missed('2024-06-05T03:00:00Z')).toBe('2024-06-05T08:00:00.000Z');
    expect(missed('2024-06-05T07:59:00Z')).toBe('2024-06-05T08:00:00.000Z');
  });

  it('reads the quiet hours on the client’s clock', () => {
    // 21:00 in New York is 01:00 UTC: quiet there, so 08:00 New York the next morning.
    expect(missed('2024-06-06T01:00:00Z', NY)).toBe('2024-06-06T12:00:00.000Z');
    // 21:00 UTC is 17:00 in New York: not quiet there.
    expect(missed('2024-06-05T21:00:00Z', NY)).toBe('2024-06-05T21:00:00.000Z');
  });

  it('holds quiet hours on a daylight-saving night', () => {
    // 23:00 EST on the night New York springs forward: 08:00 EDT next morning.
    expect(missed('2024-03-10T04:00:00Z', NY, '2024-03-01T17:00:00Z')).toBe('2024-03-10T12:00:00.000Z');
  });

  it('sends at once when the interval was shortened past the due time', () => {
    const plan = planReminder(
      state({
        createdAt: at('2024-05-01T09:00:00Z'),
        lastReminderAt: at('2024-06-01T10:00:00Z'),
        clientIntervalDays: 2,
        now: at('2024-06-05T15:00:00Z'),
      }),
    );
    expect(when(plan)).toBe('2024-06-05T15:00:00.000Z');
  });
});

describe('planReminder: at most one a day', () => {
  it('after a reminder, the next is N local days later, never the same day', () => {
    for (const interval of [1, 3, 30]) {
      for (const sentAt of ['2024-06-04T10:00:00Z', '2024-06-04T19:59:00Z', '2024-06-04T08:00:00Z']) {
        const plan = planReminder(
          state({ clientIntervalDays: interval, lastReminderAt: at(sentAt), now: at('2024-06-04T23:00:00Z') }),
        );
        expect('at' in plan && plan.at.toISOString().slice(0, 10) > '2024-06-04').toBe(true);
        // A second sweep the same day finds nothing due.
        expect(isReminderDue(plan, at('2024-06-04T23:59:00Z'))).toBe(false);
      }
    }
  });

  it('a reminder missed until 19:59 is followed by the next one the following day at 10:00 (interval 1)', () => {
    const plan = planReminder(
      state({ clientIntervalDays: 1, lastReminderAt: at('2024-06-04T19:59:00Z'), now: at('2024-06-04T20:00:00Z') }),
    );
    expect(when(plan)).toBe('2024-06-05T10:00:00.000Z');
  });
});

describe('planReminder: settings', () => {
  it('follows the workspace’s interval', () => {
    expect(when(planReminder(state({ workspaceIntervalDays: 7 })))).toBe('2024-06-08T10:00:00.000Z');
    expect(planReminder(state({ workspaceIntervalDays: 7 }))).toMatchObject({ intervalDays: 7 });
  });

  it('a client’s own interval wins over the workspace’s', () => {
    expect(when(planReminder(state({ workspaceIntervalDays: 7, clientIntervalDays: 1 })))).toBe(
      '2024-06-02T10:00:00.000Z',
    );
  });

  it('a client’s own interval keeps reminding when the workspace turned reminders off', () => {
    expect(when(planReminder(state({ workspaceEnabled: false })))).toBe('workspace-off');
    expect(when(planReminder(state({ workspaceEnabled: false, clientIntervalDays: 5 })))).toBe(
      '2024-06-06T10:00:00.000Z',
    );
  });

  it('a client turned off is not reminded, whatever the workspace says', () => {
    expect(when(planReminder(state({ clientOff: true })))).toBe('client-off');
    expect(when(planReminder(state({ clientOff: true, clientIntervalDays: 2 })))).toBe('client-off');
  });
});

describe('planReminder: stop rules', () => {
  it.each([
    [{ hasEmail: false }, 'no-email'],
    [{ unsubscribed: true }, 'unsubscribed'],
    [{ bouncing: true }, 'bouncing'],
    [{ status: 'archived' as const }, 'archived'],
    [{ status: 'completed' as const }, 'journey-complete'],
    [{ hasOpenStage: false }, 'nothing-open'],
    [{ clientOff: true }, 'client-off'],
    [{ workspaceEnabled: false }, 'workspace-off'],
  ] as const)('%o stops reminders: %s', (extra, stop) => {
    const plan = planReminder(state({ ...extra, now: at('2024-07-01T12:00:00Z') }));
    expect(plan).toEqual({ stopped: stop });
    expect(isReminderDue(plan, at('2024-07-01T12:00:00Z'))).toBe(false);
  });

  it('names the first reason in the order the client page shows them', () => {
    expect(reminderStop(state({ hasEmail: false, unsubscribed: true, status: 'archived' }))).toBe('no-email');
    expect(reminderStop(state({ unsubscribed: true, bouncing: true, status: 'archived' }))).toBe('unsubscribed');
    expect(reminderStop(state({ status: 'archived', hasOpenStage: false, clientOff: true }))).toBe('archived');
    expect(reminderStop(state({ status: 'completed', clientOff: true }))).toBe('journey-complete');
    expect(reminderStop(state())).toBeNull();
  });
});

describe('planReminder: a client with several contacts', () => {
  it('keeps reminding the others on the client’s schedule when the primary cannot be emailed', () => {
    const plain = planReminder(state());
    for (const primary of [{ hasEmail: false }, { unsubscribed: true }, { bouncing: true }]) {
      expect(planReminder(state({ ...primary, otherContactsReachable: 1 }))).toEqual(plain);
      // Nobody left to reach: the primary's reason stops them.
      expect(reminderStop(state({ ...primary, otherContactsReachable: 0 }))).not.toBeNull();
    }
  });

  it('still stops on the client’s own rules, whoever can be reached', () => {
    const others = { otherContactsReachable: 2 };
    expect(reminderStop(state({ ...others, unsubscribed: true, status: 'archived' }))).toBe('archived');
    expect(reminderStop(state({ ...others, hasOpenStage: false }))).toBe('nothing-open');
    expect(reminderStop(state({ ...others, clientOff: true }))).toBe('client-off');
    expect(reminderStop(state({ ...others, hasEmail: false, workspaceEnabled: false }))).toBe('workspace-off');
  });
});
