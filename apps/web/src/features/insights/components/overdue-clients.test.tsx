import { OVERDUE_MESSAGES, type OverdueClient, type OverdueClientsResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { insightKeys } from '../../../api/insights';
import { render, textOf } from '../../../lib/static-render';
import { OverdueClients } from './overdue-clients';

const late = (clientName: string, extra: Partial<OverdueClient> = {}): OverdueClient => ({
  id: `client-${clientName}`,
  clientName,
  projectName: `${clientName} site`,
  journey: { id: 'j1', name: 'Website' },
  stage: { id: 'stage-1', name: 'Content' },
  dueOn: '2026-03-02',
  today: '2026-03-07',
  daysOverdue: 5,
  overdueStages: 1,
  ...extra,
});
const pages = (...answers: OverdueClientsResponse[]) => ({ pages: answers, pageParams: answers.map(() => null) });

describe('Insights, overdue clients', () => {
  it('lists each client with the stage, its date, days overdue and a named link to the client', () => {
    const html = render(<OverdueClients journeyId={null} />, [
      [insightKeys.overdue(null), pages({ clients: [late('Ada', { overdueStages: 3 })], nextCursor: null })],
    ]);
    const text = textOf(html);
    expect(html).toContain('role="region"');
    expect(text).toContain(OVERDUE_MESSAGES.heading);
    expect(text).toContain('Ada site · Website');
    expect(text).toContain('Content +2 more');
    expect(text).toContain('Mar 2');
    expect(text).toContain('5 days');
    expect(html).toContain('aria-label="Open client Ada"');
    expect(html).toContain('href="/clients/client-Ada"');
  });

  it("leaves the journey out on a journey's own page, and offers more when there is a next page", () => {
    const html = render(<OverdueClients journeyId="j1" />, [
      [insightKeys.overdue('j1'), pages({ clients: [late('Ada')], nextCursor: 'next' })],
    ]);
    expect(textOf(html)).not.toContain('· Website');
    expect(textOf(html)).toContain('Show more');
  });

  it('says when nothing is overdue', () => {
    const text = textOf(
      render(<OverdueClients journeyId={null} />, [
        [insightKeys.overdue(null), pages({ clients: [], nextCursor: null })],
      ]),
    );
    expect(text).toContain(OVERDUE_MESSAGES.noneOverdue);
  });

  it('says what failed, with a way to try again, and shows a busy skeleton while loading', () => {
    const failed = textOf(
      render(<OverdueClients journeyId={null} />, [[insightKeys.overdue(null), new Error('Network down')]]),
    );
    expect(failed).toContain(OVERDUE_MESSAGES.loadFailed);
    expect(failed).toContain('Network down');
    expect(failed).toContain('Try again');
    const loading = render(<OverdueClients journeyId={null} />);
    expect(loading).toContain('aria-busy="true"');
    expect(textOf(loading)).toContain(OVERDUE_MESSAGES.loading);
  });
});
