import { type ClientHistoryResponse, type HistoryItem, HISTORY_MESSAGES as M } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { clientHistoryKeys } from '../../../api/client-history';
import { render, textOf } from '../clients-test-data';
import { ClientHistoryCard } from './client-history-card';
import { ErasedOrNotFound } from './erased-client-view';

const item = (id: string, text: string, extra: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  kind: 'email.unsubscribed',
  category: 'consent',
  actor: { type: 'contact', name: 'Sam Lee' },
  text,
  ...extra,
});

const page = (items: HistoryItem[], extra: Partial<ClientHistoryResponse> = {}): ClientHistoryResponse => ({
  erased: null,
  items,
  nextCursor: null,
  ...extra,
});
const pages = (...list: ClientHistoryResponse[]) => ({ pages: list, pageParams: list.map((_, i) => i || null) });
const card = (seed: unknown) => render(<ClientHistoryCard clientId="c1" />, [[clientHistoryKeys.client('c1'), seed]]);

describe('ClientHistoryCard', () => {
  it('lists each item with its sentence, who acted and when, and the filters', () => {
    const html = card(
      pages(
        page(
          [
            item('e2', 'Unsubscribed from emails'),
            item('e1', 'Signed “Service agreement”', {
              kind: 'agreement.signed',
              category: 'agreement',
              actor: { type: 'system', name: null },
            }),
          ],
          { nextCursor: 'next' },
        ),
      ),
    );
    const text = textOf(html);
    expect(text).toContain('Unsubscribed from emails Sam Lee ·');
    expect(text).toContain('Signed “Service agreement” Automatic ·');
    expect(html).toContain('<time dateTime="2026-11-20T10:00:00.000Z"');
    expect(html).toMatch(/\(Nov 20, 2026, \d+:\d\d [AP]M\)/);
    for (const label of ['All', 'Consent &amp; privacy', 'Email', 'Journey', 'Agreements', 'Payments']) {
      expect(html).toContain(`>${label}</button>`);
    }
    expect(html).toContain('aria-pressed="true"');
    expect(text).toContain(M.showMore);
    expect(html).toContain('data-category="consent"');
  });

  it('has no Show more on the last page, and keeps every page loaded', () => {
    const text = textOf(card(pages(page([item('e2', 'Second')], { nextCursor: 'x' }), page([item('e1', 'First')]))));
    expect(text).toContain('Second');
    expect(text).toContain('First');
    expect(text).not.toContain(M.showMore);
  });

  it('shows the empty, failed and loading states', () => {
    expect(textOf(card(pages(page([]))))).toContain(M.empty);
    const failed = textOf(card(new Error('Network down')));
    expect(failed).toContain(`${M.loadFailed} Network down`);
    expect(failed).toContain('Try again');
    const loading = render(<ClientHistoryCard clientId="c1" />, []);
    expect(loading).toContain('aria-busy="true"');
    expect(textOf(loading)).toContain(M.loading);
  });
});

describe('ErasedOrNotFound', () => {
  const view = (seed: unknown) =>
    render(
      <ErasedOrNotFound clientId="c1" back={{ to: '/clients', label: 'Back to Clients' }} notFound={<p>Missing</p>} />,
      seed === undefined ? [] : [[clientHistoryKeys.client('c1'), seed]],
    );

  it('says who erased the client and when, with the erasure as its history', () => {
    const erasure = item('x1', 'Personal data erased by Jane Doe', {
      kind: 'client.erased',
      category: 'privacy',
      at: '2026-11-29T12:00:00.000Z',
      actor: { type: 'member', name: 'Jane Doe' },
    });
    const text = textOf(view(pages(page([erasure], { erased: { at: erasure.at, byName: 'Jane Doe' } }))));
    expect(text).toContain(M.erasedTitle);
    expect(text).toContain("This client's personal data was erased by Jane Doe on Nov 29, 2026.");
    expect(text).toContain('Personal data erased by Jane Doe');
    expect(text).toContain('Back to Clients');
    expect(text).not.toContain('Missing');
  });

  it('shows not found for a live client or a failed history, and a skeleton while it asks', () => {
    expect(textOf(view(new Error('Client not found')))).toContain('Missing');
    expect(textOf(view(pages(page([item('e1', 'Client added')]))))).toContain('Missing');
    expect(view(undefined)).toContain('aria-busy="true"');
  });
});
