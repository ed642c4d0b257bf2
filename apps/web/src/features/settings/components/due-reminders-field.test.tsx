import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dueReminderRows } from '../lib/due-reminder-rows';
import { DueRemindersField } from './due-reminders-field';

const render = (offsets: number[], rows = dueReminderRows(offsets), showErrors = false) =>
  renderToStaticMarkup(<DueRemindersField rows={rows} onChange={() => {}} showErrors={showErrors} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('DueRemindersField', () => {
  it('shows the default days as rows and in words', () => {
    const html = render([-2, 0, 1]);
    expect(text(html)).toContain('2 days before, on the due date, 1 day after');
    expect(html).toContain('aria-label="Remove the reminder 2 days before"');
    expect(html).toContain('aria-label="Remove the reminder on the due date"');
    expect(html).toContain('aria-label="Remove the reminder 1 day after"');
    expect(text(html)).toContain('Add a due-date reminder');
  });

  it('says when there are none, and offers no seventh row', () => {
    expect(text(render([]))).toContain('none: no due-date reminders go');
    expect(text(render([-3, -2, -1, 0, 1, 2]))).not.toContain('Add a due-date reminder');
  });

  it('names a row’s problem only once a save was tried', () => {
    const rows = [{ days: '45', when: 'before' as const }];
    expect(render([], rows)).not.toContain('aria-invalid="true"');
    const shown = render([], rows, true);
    expect(shown).toContain('aria-invalid="true"');
    expect(text(shown)).toContain('Enter a number of days from 1 to 30.');
  });
});
