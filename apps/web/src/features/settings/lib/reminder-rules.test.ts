import { QUIET_HOURS, REMINDER_HOUR } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { reminderRules } from './reminder-rules';

const hours = { hour: REMINDER_HOUR, quiet: QUIET_HOURS };

describe('the reminder rules in words', () => {
  it('say when in the day, how often and when they stop', () => {
    expect(reminderRules(3, hours)).toEqual([
      "At 10:00 in the client's time zone (yours until their portal tells us theirs), never between 20:00 and 08:00, and at most one a day.",
      'Every 3 days while a step waits on the client. A client who used their portal in the last 3 days is not reminded.',
      'Never after the journey is complete, once the client is archived, or once they unsubscribed.',
    ]);
  });

  it('say "day" for an interval of one', () => {
    expect(reminderRules(1, hours)[1]).toBe(
      'Every day while a step waits on the client. A client who used their portal in the last day is not reminded.',
    );
  });
});
