import { describe, expect, it } from 'vitest';
import {
  DUE_REMINDER_ROW_MESSAGES,
  dueReminderLabel,
  dueReminderOffset,
  dueReminderRows,
  dueRemindersSummary,
  readDueReminderRows,
} from './due-reminder-rows';

describe('due-date reminder rows', () => {
  it('turns offsets into rows in date order and back', () => {
    const rows = dueReminderRows([1, -2, 0]);
    expect(rows).toEqual([
      { days: '2', when: 'before' },
      { days: '', when: 'on' },
      { days: '1', when: 'after' },
    ]);
    expect(rows.map(dueReminderOffset)).toEqual([-2, 0, 1]);
  });

  it('reads them as the settings say them', () => {
    expect([-2, 0, 1, -1, 3].map(dueReminderLabel)).toEqual([
      '2 days before',
      'On the due date',
      '1 day after',
      '1 day before',
      '3 days after',
    ]);
    expect(dueRemindersSummary([1, 0, -2])).toBe('2 days before, on the due date, 1 day after');
    expect(dueRemindersSummary([])).toBe('none: no due-date reminders go');
  });

  it('names the rows whose days are not 1 to 30, or repeat one above', () => {
    const { offsets, errors } = readDueReminderRows([
      { days: '3', when: 'after' },
      { days: '0', when: 'before' },
      { days: '31', when: 'after' },
      { days: '2.5', when: 'before' },
      { days: ' 3 ', when: 'after' },
      { days: 'x', when: 'on' },
      { days: '30', when: 'before' },
    ]);
    expect(offsets).toEqual([-30, 0, 3]);
    expect(errors).toEqual({
      1: DUE_REMINDER_ROW_MESSAGES.days,
      2: DUE_REMINDER_ROW_MESSAGES.days,
      3: DUE_REMINDER_ROW_MESSAGES.days,
      4: DUE_REMINDER_ROW_MESSAGES.repeated,
    });
  });
});
