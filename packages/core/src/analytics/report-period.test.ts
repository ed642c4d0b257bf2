import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDay, periodDays, REPORT_PERIOD_MESSAGES, reportPeriod } from './report-period';

const now = new Date('2025-03-15T22:30:00Z');

describe('reportPeriod', () => {
  it('defaults to the last 30 days up to today (UTC)', () => {
    expect(reportPeriod({}, now)).toEqual({ ok: true, from: '2025-02-14', to: '2025-03-15', days: 30 });
    expect(reportPeriod({ from: '', to: null }, now)).toMatchObject({ from: '2025-02-14', to: '2025-03-15' });
  });

  it('fills a missing end from the other', () => {
    expect(reportPeriod({ to: '2025-01-31' }, now)).toEqual({
      ok: true,
      from: '2025-01-02',
      to: '2025-01-31',
      days: 30,
    });
    expect(reportPeriod({ from: '2025-03-01' }, now)).toEqual({
      ok: true,
      from: '2025-03-01',
      to: '2025-03-15',
      days: 15,
    });
  });

  it('takes one day, and a leap year of 366', () => {
    expect(reportPeriod({ from: '2025-01-01', to: '2025-01-01' }, now)).toMatchObject({ ok: true, days: 1 });
    expect(reportPeriod({ from: '2024-01-01', to: '2024-12-31' }, now)).toMatchObject({ ok: true, days: 366 });
  });

  it.each([
    [{ from: '2025-1-01' }, REPORT_PERIOD_MESSAGES.badDate('from')],
    [{ from: '2025-02-30' }, REPORT_PERIOD_MESSAGES.badDate('from')],
    [{ to: 'yesterday' }, REPORT_PERIOD_MESSAGES.badDate('to')],
    [{ from: '2025-03-02', to: '2025-03-01' }, REPORT_PERIOD_MESSAGES.fromAfterTo],
    [{ from: '2023-01-01', to: '2024-01-02' }, REPORT_PERIOD_MESSAGES.tooLong],
  ])('refuses %o', (input, message) => {
    expect(reportPeriod(input, now)).toEqual({ ok: false, message });
  });
});

describe('days', () => {
  it('parses only real dates and counts across months', () => {
    expect(parseIsoDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDay('2025-02-29')).toBeNull();
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(periodDays({ from: '2024-12-30', to: '2025-01-02', days: 4 })).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
  });
});
