import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('accepts real dates from 1900 to 2200 written YYYY-MM-DD', () => {
    for (const d of ['2027-03-31', '2024-02-29', '2000-02-29', '1900-01-01', '2200-12-31']) {
      expect(isCalendarDate(d)).toBe(true);
    }
    for (const d of [
      '2023-02-29',
      '1900-02-29',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-01-00',
      '1899-12-31',
      '2201-01-01',
      '2027-3-31',
      '27-03-31',
      '2027-03-31T00:00',
      ' 2027-03-31',
      '',
      'soon',
    ]) {
      expect(isCalendarDate(d)).toBe(false);
    }
  });

  it('adds days across months, years and leap days, back and forth', () => {
    expect(addCalendarDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addCalendarDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addCalendarDays('2027-01-01', -2)).toBe('2026-12-30');
    expect(addCalendarDays('2027-03-31', 0)).toBe('2027-03-31');
    expect(addCalendarDays('2027-01-01', 365)).toBe('2028-01-01');
    // Daylight-saving changes do not matter: the arithmetic is in UTC.
    expect(addCalendarDays('2027-03-27', 2)).toBe('2027-03-29');
  });

  it('counts days between two dates, negative going back', () => {
    expect(calendarDaysBetween('2027-03-31', '2027-04-02')).toBe(2);
    expect(calendarDaysBetween('2027-04-02', '2027-03-31')).toBe(-2);
    expect(calendarDaysBetween('2027-03-31', '2027-03-31')).toBe(0);
    expect(calendarDaysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('adding n days and counting back agree, and the result is a date', () => {
    const date = fc
      .date({ min: new Date(Date.UTC(1902, 0, 1)), max: new Date(Date.UTC(2198, 0, 1)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -400, max: 400 }), (d, n) => {
        const later = addCalendarDays(d, n);
        expect(isCalendarDate(later)).toBe(true);
        expect(calendarDaysBetween(d, later)).toBe(n);
        expect(addCalendarDays(later, -n)).toBe(d);
      }),
    );
  });
});
