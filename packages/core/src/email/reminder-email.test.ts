import { describe, expect, it } from 'vitest';
import { reminderEmailCopy } from './reminder-email';

const base = { clientName: 'Jo', projectName: 'Website redesign', workspaceName: 'Studio North' };

describe('reminderEmailCopy', () => {
  it('names the one stage that waits', () => {
    const copy = reminderEmailCopy({ ...base, stages: [{ name: 'Intake', sentBack: false }] });
    expect(copy.subject).toBe('Reminder: Intake is waiting for you');
    expect(copy.paragraphs.join('\n')).toContain('“Intake” is waiting for you in your portal for Website redesign.');
    expect(copy.paragraphs.at(-1)).toBe('Thank you,\nStudio North');
  });

  it('says when a stage was sent back for changes', () => {
    const copy = reminderEmailCopy({ ...base, stages: [{ name: 'Intake', sentBack: true }] });
    expect(copy.subject).toBe('Reminder: Intake needs a few changes');
    expect(copy.paragraphs.join('\n')).toContain('was sent back for changes');
  });

  it('lists several stages in order, marking the ones sent back', () => {
    const copy = reminderEmailCopy({
      ...base,
      stages: [
        { name: 'Intake', sentBack: true },
        { name: 'Share Your Experience', sentBack: false },
      ],
    });
    expect(copy.subject).toBe('Reminder: 2 stages are waiting for you');
    expect(copy.paragraphs).toContain('• Intake (sent back for changes)\n• Share Your Experience');
  });

  it('refuses to remind about nothing', () => {
    expect(() => reminderEmailCopy({ ...base, stages: [] })).toThrow();
  });
});
