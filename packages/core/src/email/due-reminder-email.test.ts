import { describe, expect, it } from 'vitest';
import { dueReminderEmailCopy, dueWhen } from './due-reminder-email';

const base = { clientName: 'Jo', projectName: 'Website redesign', workspaceName: 'Studio North', today: '2026-03-30' };
const one = (offset: number, dueOn: string) =>
  dueReminderEmailCopy({ ...base, stages: [{ name: 'Brand questionnaire', dueOn, offset }] });

describe('dueWhen', () => {
  it('says when relative to today', () => {
    expect([-3, -1, 0, 1, 2].map(dueWhen)).toEqual([
      'is due in 3 days',
      'is due tomorrow',
      'is due today',
      'was due yesterday',
      'was due 2 days ago',
    ]);
  });
});

describe('dueReminderEmailCopy', () => {
  it('names the stage and when it is due, with the date', () => {
    const before = one(-1, '2026-03-31');
    expect(before.subject).toBe('“Brand questionnaire” is due tomorrow');
    expect(before.heading).toBe('Brand questionnaire is due tomorrow');
    expect(before.paragraphs[1]).toBe(
      'A quick reminder: “Brand questionnaire” in your portal for Website redesign is due tomorrow (Mar 31).',
    );
    expect(before.paragraphs.at(-1)).toBe('Thank you,\nStudio North');
    expect(before.actionLabel).toBe('Open your portal');
    expect(one(0, '2026-03-30').subject).toBe('“Brand questionnaire” is due today');
    const late = one(2, '2026-03-28');
    expect(late.subject).toBe('“Brand questionnaire” was due 2 days ago');
    expect(late.paragraphs.join('\n')).toContain('still complete it');
  });

  it('writes the year of a date in another year', () => {
    expect(one(-2, '2027-01-01').paragraphs[1]).toContain('(Jan 1, 2027)');
  });

  it('lists several stages in date order in one email', () => {
    const copy = dueReminderEmailCopy({
      ...base,
      stages: [
        { name: 'Content', dueOn: '2026-04-01', offset: -2 },
        { name: 'Intake', dueOn: '2026-03-29', offset: 1 },
      ],
    });
    expect(copy.subject).toBe('Reminder: 2 stages need your attention');
    expect(copy.paragraphs).toContain('• Intake was due yesterday (Mar 29)\n• Content is due in 2 days (Apr 1)');
  });

  it('needs a stage', () => {
    expect(() => dueReminderEmailCopy({ ...base, stages: [] })).toThrow();
  });
});
