import { afterEach, describe, expect, it } from 'vitest';
import {
  formatOwnerDate,
  formatOwnerDateAtTime,
  formatOwnerShortDate,
  ownerTimeZone,
  ownerWallTimeToDate,
  setOwnerTimeZone,
  zoneOffsetMinutes,
} from './owner-dates';

// 23:30 UTC on March 4th is already March 5th in Tokyo and still March 4th in New York.
const LATE = '2026-03-04T23:30:00.000Z';

afterEach(() => setOwnerTimeZone(null));

describe('owner dates follow the workspace time zone', () => {
  it('shows the same instant on the day of the zone that was set', () => {
    setOwnerTimeZone('Asia/Tokyo');
    expect(formatOwnerDate(LATE)).toBe('Mar 5, 2026');
    expect(formatOwnerShortDate(LATE)).toBe('Mar 5');
    expect(formatOwnerDateAtTime(LATE)).toBe('Mar 5, 2026, 8:30 AM');
    setOwnerTimeZone('America/New_York');
    expect(formatOwnerDate(LATE)).toBe('Mar 4, 2026');
    expect(formatOwnerDateAtTime(LATE)).toBe('Mar 4, 2026, 6:30 PM');
    setOwnerTimeZone('UTC');
    expect(formatOwnerDateAtTime(LATE)).toBe('Mar 4, 2026, 11:30 PM');
  });

  it('falls back to the browser zone for a missing or unknown zone', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setOwnerTimeZone('Mars/Olympus_Mons');
    expect(ownerTimeZone()).toBe(browser);
    setOwnerTimeZone(undefined);
    expect(ownerTimeZone()).toBe(browser);
  });

  it('measures offsets, summer time included', () => {
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('UTC')).toBe(0);
  });

  it('turns a wall-clock time in the zone into its instant, on both sides of a clock change', () => {
    setOwnerTimeZone('America/New_York');
    expect(ownerWallTimeToDate(2026, 2, 4).toISOString()).toBe('2026-03-04T05:00:00.000Z');
    expect(ownerWallTimeToDate(2026, 2, 4, 23, 59, 59, 999).toISOString()).toBe('2026-03-05T04:59:59.999Z');
    // 2026-03-08 is the spring-forward day: midnight is still EST, the day's end already EDT.
    expect(ownerWallTimeToDate(2026, 2, 8).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(ownerWallTimeToDate(2026, 2, 8, 23, 59, 59, 999).toISOString()).toBe('2026-03-09T03:59:59.999Z');
    setOwnerTimeZone('Asia/Tokyo');
    expect(ownerWallTimeToDate(2026, 0, 1).toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});
