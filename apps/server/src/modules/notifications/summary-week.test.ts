import { describe, expect, it } from 'vitest';
import { summaryWeek, usableZone } from './summary-week';

const at = (iso: string) => new Date(iso);

describe('summaryWeek', () => {
  it('is due Monday from 08:00 to 20:00 on the workspace clock, across the spring DST change', () => {
    // New York moved to EDT (UTC-4) on Sunday 8 March 2026; the Monday before was EST (UTC-5).
    expect(summaryWeek(at('2026-03-09T12:05:00Z'), 'America/New_York')).toEqual({
      monday: '2026-03-09',
      start: at('2026-03-02T13:00:00Z'),
      end: at('2026-03-09T12:00:00Z'),
    });
    expect(summaryWeek(at('2026-03-09T11:55:00Z'), 'America/New_York')).toBeNull(); // 07:55
    expect(summaryWeek(at('2026-03-09T23:59:00Z'), 'America/New_York')?.monday).toBe('2026-03-09'); // 19:59
    expect(summaryWeek(at('2026-03-10T00:00:00Z'), 'America/New_York')).toBeNull(); // 20:00
    expect(summaryWeek(at('2026-03-08T16:00:00Z'), 'America/New_York')).toBeNull(); // Sunday noon
    expect(summaryWeek(at('2026-03-10T12:05:00Z'), 'America/New_York')).toBeNull(); // Tuesday
  });

  it('covers the week back to the previous Monday 08:00 across the autumn change', () => {
    // London went back to GMT on Sunday 25 October 2026: that week is 169 hours long.
    const week = summaryWeek(at('2026-10-26T09:00:00Z'), 'Europe/London');
    expect(week).toEqual({ monday: '2026-10-26', start: at('2026-10-19T07:00:00Z'), end: at('2026-10-26T08:00:00Z') });
  });

  it("follows the workspace's date, not UTC's", () => {
    // Sunday 19:30 UTC is Monday 08:30 in Auckland (NZDT, UTC+13).
    expect(summaryWeek(at('2026-11-22T19:30:00Z'), 'Pacific/Auckland')?.monday).toBe('2026-11-23');
    expect(summaryWeek(at('2026-11-22T19:30:00Z'), 'UTC')).toBeNull();
  });

  it('reads a zone the platform does not know as UTC', () => {
    expect(usableZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(usableZone('America/New_York')).toBe('America/New_York');
  });
});
