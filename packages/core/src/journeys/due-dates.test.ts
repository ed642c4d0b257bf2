import { describe, expect, it } from 'vitest';
import { dueLabel, dueState, formatDueDate } from './due-dates';
import {
  DEFAULT_DUE_REMINDER_OFFSETS,
  type DueStage,
  describeDueRule,
  dueReminderOffsetToday,
  journeyDueDates,
} from './due-rules';

const stage = (id: string, extra: Partial<DueStage> = {}): DueStage => ({
  id,
  due: null,
  applies: true,
  completedOn: null,
  overrideOn: null,
  ...extra,
});

describe('journeyDueDates', () => {
  it('days after the client starts; nothing before they start', () => {
    const stages = [stage('a', { due: { from: 'start', days: 3 } }), stage('b', { due: { from: 'start', days: 0 } })];
    expect(journeyDueDates(stages, '2027-03-30')).toEqual(['2027-04-02', '2027-03-30']);
    expect(journeyDueDates(stages, null)).toEqual([null, null]);
  });

  it('days after the previous stage is done; the first stage counts from the start', () => {
    const stages = [
      stage('a', { due: { from: 'previous', days: 2 }, completedOn: '2027-04-05' }),
      stage('b', { due: { from: 'previous', days: 7 } }),
      stage('c', { due: { from: 'previous', days: 1 } }),
    ];
    // c waits for b, which is still open.
    expect(journeyDueDates(stages, '2027-04-01')).toEqual(['2027-04-03', '2027-04-12', null]);
  });

  it('a fixed stage has a date only when the owner sets one', () => {
    expect(journeyDueDates([stage('a', { due: { from: 'fixed' } })], '2027-04-01')).toEqual([null]);
    expect(journeyDueDates([stage('a', { due: { from: 'fixed' }, overrideOn: '2027-05-01' })], '2027-04-01')).toEqual([
      '2027-05-01',
    ]);
  });

  it('an override wins over any rule, and over no rule', () => {
    const stages = [
      stage('a', { due: { from: 'start', days: 3 }, overrideOn: '2027-06-01' }),
      stage('b', { due: { from: 'previous', days: 3 }, overrideOn: '2027-06-02' }),
      stage('c', { overrideOn: '2027-06-03' }),
    ];
    expect(journeyDueDates(stages, null)).toEqual(['2027-06-01', '2027-06-02', '2027-06-03']);
  });

  it('a stage that does not apply has no date and is passed over by "previous"', () => {
    const stages = [
      stage('a', { due: { from: 'start', days: 1 }, completedOn: '2027-04-10' }),
      stage('skipped', { due: { from: 'previous', days: 1 }, applies: false, overrideOn: '2027-04-20' }),
      stage('c', { due: { from: 'previous', days: 5 } }),
    ];
    expect(journeyDueDates(stages, '2027-04-01')).toEqual(['2027-04-02', null, '2027-04-15']);
    // A skipped first stage: the next counts from the start.
    const first = [
      stage('skipped', { applies: false, completedOn: null }),
      stage('b', { due: { from: 'previous', days: 2 } }),
    ];
    expect(journeyDueDates(first, '2027-04-01')).toEqual([null, '2027-04-03']);
  });

  it('a stage without a rule has no date but still passes its completion on', () => {
    const stages = [stage('a', { completedOn: '2027-04-09' }), stage('b', { due: { from: 'previous', days: 1 } })];
    expect(journeyDueDates(stages, '2027-04-01')).toEqual([null, '2027-04-10']);
  });
});

describe('due state and labels', () => {
  it('overdue before today, due today, upcoming after', () => {
    expect(dueState('2027-03-30', '2027-03-31')).toBe('overdue');
    expect(dueState('2027-03-31', '2027-03-31')).toBe('due-today');
    expect(dueState('2027-04-01', '2027-03-31')).toBe('upcoming');
  });

  it('labels: today, tomorrow, a date (with its year when not this year), overdue by days', () => {
    expect(dueLabel('2027-03-31', '2027-03-31')).toBe('Due today');
    expect(dueLabel('2027-04-01', '2027-03-31')).toBe('Due tomorrow');
    expect(dueLabel('2027-04-15', '2027-03-31')).toBe('Due Apr 15');
    expect(dueLabel('2028-01-02', '2027-12-31')).toBe('Due Jan 2, 2028');
    expect(dueLabel('2027-03-30', '2027-03-31')).toBe('Overdue by 1 day');
    expect(dueLabel('2027-03-29', '2027-03-31')).toBe('Overdue by 2 days');
    expect(dueLabel('2026-12-31', '2027-01-01')).toBe('Overdue by 1 day');
    expect(formatDueDate('2027-12-05', '2027-01-01')).toBe('Dec 5');
  });

  it('describes each rule kind', () => {
    expect(describeDueRule(null)).toBe('No due date');
    expect(describeDueRule({ from: 'fixed' })).toBe('A date you set for each client');
    expect(describeDueRule({ from: 'start', days: 0 })).toBe('The day the client starts');
    expect(describeDueRule({ from: 'previous', days: 0 })).toBe('The day the previous stage is done');
    expect(describeDueRule({ from: 'start', days: 1 })).toBe('1 day after the client starts');
    expect(describeDueRule({ from: 'previous', days: 14 })).toBe('14 days after the previous stage is done');
  });
});

describe('due-date reminder offsets', () => {
  it('defaults to two days before, on the day and one day after', () => {
    expect(DEFAULT_DUE_REMINDER_OFFSETS).toEqual([-2, 0, 1]);
  });

  it('finds the offset that falls today, or none', () => {
    const offsets = DEFAULT_DUE_REMINDER_OFFSETS;
    expect(dueReminderOffsetToday('2027-04-03', '2027-04-01', offsets)).toBe(-2);
    expect(dueReminderOffsetToday('2027-04-01', '2027-04-01', offsets)).toBe(0);
    expect(dueReminderOffsetToday('2027-03-31', '2027-04-01', offsets)).toBe(1);
    expect(dueReminderOffsetToday('2027-04-02', '2027-04-01', offsets)).toBeNull();
    expect(dueReminderOffsetToday('2027-03-30', '2027-04-01', offsets)).toBeNull();
    expect(dueReminderOffsetToday('2027-04-01', '2027-04-01', [])).toBeNull();
    // Across a month end.
    expect(dueReminderOffsetToday('2027-03-01', '2027-02-27', offsets)).toBe(-2);
  });
});
