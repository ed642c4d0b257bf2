import { describe, expect, it } from 'vitest';
import { addLocalDays, localDateKey, localDateTime, zonedTime } from './zoned-time';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const iso = (d: Date) => d.toISOString();
const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('localDateTime', () => {
  it('reads the wall clock of a zone, with the weekday', () => {
    // 2024-03-10 is a Sunday; New York springs forward at 07:00 UTC that day.
    expect(localDateTime(new Date('2024-03-10T06:59:00Z'), NY)).toEqual({
      year: 2024,
      month: 3,
      day: 10,
      hour: 1,
      minute: 59,
      weekday: 0,
    });
    expect(localDateTime(new Date('2024-03-10T07:00:00Z'), NY)).toMatchObject({ hour: 3, minute: 0 });
    expect(localDateTime(new Date('2024-07-01T00:30:00Z'), LONDON)).toMatchObject({ day: 1, hour: 1, weekday: 1 });
  });

  it('shows midnight as hour 0, never 24', () => {
    expect(localDateTime(new Date('2024-01-15T05:00:00Z'), NY)).toMatchObject({ day: 15, hour: 0 });
  });
});

describe('zonedTime', () => {
  it('finds 10:00 on both sides of New York’s March change', () => {
    expect(iso(zonedTime(NY, day(2024, 3, 9), 10))).toBe('2024-03-09T15:00:00.000Z');
    expect(iso(zonedTime(NY, day(2024, 3, 10), 10))).toBe('2024-03-10T14:00:00.000Z');
  });

  it('finds 10:00 on both sides of New York’s November change', () => {
    expect(iso(zonedTime(NY, day(2024, 11, 2), 10))).toBe('2024-11-02T14:00:00.000Z');
    expect(iso(zonedTime(NY, day(2024, 11, 3), 10))).toBe('2024-11-03T15:00:00.000Z');
  });

  it('finds 10:00 on both sides of London’s changes', () => {
    expect(iso(zonedTime(LONDON, day(2024, 3, 30), 10))).toBe('2024-03-30T10:00:00.000Z');
    expect(iso(zonedTime(LONDON, day(2024, 3, 31), 10))).toBe('2024-03-31T09:00:00.000Z');
    expect(iso(zonedTime(LONDON, day(2024, 10, 26), 10))).toBe('2024-10-26T09:00:00.000Z');
    expect(iso(zonedTime(LONDON, day(2024, 10, 27), 10))).toBe('2024-10-27T10:00:00.000Z');
  });

  it('moves a time skipped by spring-forward past the gap', () => {
    // 02:30 does not exist in New York on 2024-03-10: the clock reads 03:30 an hour after 01:30.
    expect(iso(zonedTime(NY, day(2024, 3, 10), 2, 30))).toBe('2024-03-10T07:30:00.000Z');
    expect(localDateTime(zonedTime(NY, day(2024, 3, 10), 2, 30), NY)).toMatchObject({ hour: 3, minute: 30 });
    expect(iso(zonedTime(LONDON, day(2024, 3, 31), 1, 30))).toBe('2024-03-31T01:30:00.000Z');
  });

  it('takes the earlier of a time shown twice on a fall-back night', () => {
    expect(iso(zonedTime(NY, day(2024, 11, 3), 1, 30))).toBe('2024-11-03T05:30:00.000Z');
    expect(iso(zonedTime(LONDON, day(2024, 10, 27), 1, 30))).toBe('2024-10-27T00:30:00.000Z');
  });

  it('lets the day overflow into the next month', () => {
    expect(iso(zonedTime('UTC', day(2024, 1, 32), 8))).toBe('2024-02-01T08:00:00.000Z');
    expect(iso(zonedTime(NY, day(2024, 2, 30), 10))).toBe('2024-03-01T15:00:00.000Z');
  });

  it('round-trips every hour of the days around the changes (but the skipped one)', () => {
    for (const [zone, dates] of [
      [NY, [day(2024, 3, 10), day(2024, 11, 3)]],
      [LONDON, [day(2024, 3, 31), day(2024, 10, 27)]],
      ['Australia/Lord_Howe', [day(2024, 4, 7), day(2024, 10, 6)]],
    ] as const) {
      for (const date of dates) {
        for (let hour = 0; hour < 24; hour++) {
          const local = localDateTime(zonedTime(zone, date, hour, 45), zone);
          const skipped =
            (zone === NY && date.month === 3 && hour === 2) || (zone === LONDON && date.month === 3 && hour === 1);
          if (skipped) expect(local.hour).toBe(hour + 1);
          else expect([local.day, local.hour, local.minute]).toEqual([date.day, hour, 45]);
        }
      }
    }
  });
});

describe('addLocalDays and localDateKey', () => {
  it('count local dates, not 24-hour steps', () => {
    // 23:30 on Saturday in New York is already Sunday in UTC; the local date is what counts.
    const saturdayNight = new Date('2024-03-10T04:30:00Z');
    expect(localDateKey(saturdayNight, NY)).toBe('2024-03-09');
    expect(addLocalDays(saturdayNight, NY, 1)).toEqual(day(2024, 3, 10));
    expect(addLocalDays(saturdayNight, NY, 23)).toEqual(day(2024, 4, 1));
    expect(localDateKey(saturdayNight, 'UTC')).toBe('2024-03-10');
  });
});
