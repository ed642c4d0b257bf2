import { describe, expect, it } from 'vitest';
import { HISTORY_CATEGORIES, HISTORY_KINDS, historyCategory } from './history-kinds';
import { HISTORY_FILTERS } from './history-messages';
import { historySentence, toHistoryItem } from './history-sentences';

const row = (kind: string, extra: Partial<Parameters<typeof toHistoryItem>[0]> = {}) => ({
  id: 'e1',
  at: '2026-11-29T10:00:00.000Z',
  kind,
  actorType: 'contact',
  actorName: 'Ada Lane',
  subject: null,
  ...extra,
});

describe('the history sentences', () => {
  it('say what consent, unsubscribe and erasure mean in plain words', () => {
    expect(historySentence('email.unsubscribed', null, 'Ada Lane')).toBe('Unsubscribed from emails');
    expect(historySentence('agreement.consent_given', 'Service agreement', 'Ada')).toBe(
      'Agreed to sign electronically',
    );
    expect(historySentence('testimonial.permission_given', null, null)).toBe(
      'Gave permission to publish their testimonial',
    );
    expect(historySentence('testimonial.permission_withdrawn', null, null)).toBe(
      'Withdrew permission to publish their testimonial',
    );
    expect(historySentence('client.erased', null, 'Jane Doe')).toBe('Personal data erased by Jane Doe');
    expect(historySentence('client.erased', null, null)).toBe('Personal data erased');
  });

  it('name the stage, agreement or invoice when known, and read well without it', () => {
    expect(historySentence('submission.submitted', 'Intake', null)).toBe('Submitted “Intake”');
    expect(historySentence('submission.submitted', null, null)).toBe('Submitted a stage');
    expect(historySentence('submission.sent_back', 'Intake', 'Jane')).toBe('Sent “Intake” back for changes');
    expect(historySentence('agreement.signed', 'Service agreement', null)).toBe('Signed “Service agreement”');
    expect(historySentence('agreement.completed', null, null)).toBe('The agreement is signed by everyone');
    expect(historySentence('invoice.paid', 'INV-0001', null)).toBe('Paid invoice INV-0001');
    expect(historySentence('invitation.sent', 'Sam Lee', null)).toBe('Portal invitation sent to Sam Lee');
    expect(historySentence('email.bounced', null, null)).toBe('Emails bounced');
  });

  it('have a sentence and a category for every kind, and every category has a filter', () => {
    for (const kind of HISTORY_KINDS) {
      expect(historySentence(kind, null, null).length, kind).toBeGreaterThan(5);
      expect(HISTORY_CATEGORIES).toContain(historyCategory(kind));
    }
    const filtered = HISTORY_FILTERS.flatMap((f) => f.categories);
    for (const category of HISTORY_CATEGORIES) expect(filtered).toContain(category);
    expect(historyCategory('email.unsubscribed')).toBe('consent');
    expect(historyCategory('client.erased')).toBe('privacy');
    expect(historyCategory('invoice.refunded')).toBe('payment');
  });
});

describe('toHistoryItem', () => {
  it('answers the item with its category, actor and sentence', () => {
    expect(toHistoryItem(row('email.unsubscribed'))).toEqual({
      id: 'e1',
      at: '2026-11-29T10:00:00.000Z',
      kind: 'email.unsubscribed',
      category: 'consent',
      actor: { type: 'contact', name: 'Ada Lane' },
      text: 'Unsubscribed from emails',
    });
  });

  it('names no one for the product itself, trims names, and drops a kind it does not know', () => {
    expect(toHistoryItem(row('agreement.completed', { actorType: 'system', actorName: 'Bloom' }))?.actor).toEqual({
      type: 'system',
      name: null,
    });
    expect(toHistoryItem(row('client.erased', { actorType: 'member', actorName: '  Jane Doe ' }))?.text).toBe(
      'Personal data erased by Jane Doe',
    );
    expect(toHistoryItem(row('submission.submitted', { subject: '  ' }))?.text).toBe('Submitted a stage');
    expect(toHistoryItem(row('agreement.created'))).toBeNull();
    expect(toHistoryItem(row('toString'))).toBeNull();
    expect(toHistoryItem(row('email.bounced', { actorType: 'robot' }))?.actor.type).toBe('system');
  });
});
