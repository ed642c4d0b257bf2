import { afterEach, describe, expect, it } from 'vitest';
import { calendarToday, formatCalendarDay, formatDay, formatWhen, setPortalTimeZone } from './format-date';

afterEach(() => setPortalTimeZone(null));

describe('portal dates', () => {
  it('follow the workspace time zone, with its name after a time', () => {
    const late = '2025-03-05T03:30:00.000Z';
    setPortalTimeZone('America/Los_Angeles');
    expect(formatDay(late)).toMatch(/Mar 4, 2025|4 Mar 2025/);
    expect(formatWhen(late)).toMatch(/7:30/);
    expect(formatWhen(late)).toMatch(/PST|GMT-8/);
    setPortalTimeZone('Asia/Tokyo');
    expect(formatDay(late)).toMatch(/Mar 5, 2025|5 Mar 2025/);
  });

  it('falls back to the browser zone for a zone it cannot use', () => {
    setPortalTimeZone('Not/AZone');
    expect(() => formatWhen('2025-03-05T03:30:00.000Z')).not.toThrow();
  });

  it('keep a calendar day (an invoice date) on its day in any zone', () => {
    setPortalTimeZone('America/Los_Angeles');
    expect(formatCalendarDay('2026-12-13', 'en-US')).toBe('Dec 13, 2026');
    setPortalTimeZone('Pacific/Kiritimati');
    expect(formatCalendarDay('2026-12-13', 'en-US')).toBe('Dec 13, 2026');
    expect(formatCalendarDay('not a day')).toBe('not a day');
  });

  it("give today's day in the workspace zone", () => {
    const late = new Date('2025-03-05T03:30:00.000Z');
    setPortalTimeZone('America/Los_Angeles');
    expect(calendarToday(late)).toBe('2025-03-04');
    setPortalTimeZone('Asia/Tokyo');
    expect(calendarToday(late)).toBe('2025-03-05');
  });
});
