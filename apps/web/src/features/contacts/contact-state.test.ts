import { CONTACT_MESSAGES, MAX_CONTACTS } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { setOwnerTimeZone } from '../../lib/owner-dates';
import {
  addBlock,
  checkContactForm,
  invitationBlock,
  invitationStatus,
  lastVisitLabel,
  orderContacts,
  placeServerError,
} from './contact-state';
import { contact } from './contacts-test-data';

beforeAll(() => setOwnerTimeZone('UTC'));

describe('orderContacts', () => {
  it('puts the primary contact first, then the others as they were added', () => {
    const list = [
      contact('Cy', { createdAt: '2026-03-03T00:00:00.000Z' }),
      contact('Bo', { createdAt: '2026-03-02T00:00:00.000Z' }),
      contact('Ana', { primary: true, createdAt: '2026-03-04T00:00:00.000Z' }),
    ];
    expect(orderContacts(list).map((c) => c.name)).toEqual(['Ana', 'Bo', 'Cy']);
    // The list given is left as it was.
    expect(list.map((c) => c.name)).toEqual(['Cy', 'Bo', 'Ana']);
  });
});

describe('invitation state', () => {
  it('says where each invitation stands, refusals before sends', () => {
    expect(invitationStatus(contact('A')).label).toBe('Not invited');
    expect(invitationStatus(contact('A', { invitationSentAt: '2026-03-05T10:00:00.000Z' })).label).toBe(
      'Invited on Mar 5, 2026',
    );
    expect(invitationStatus(contact('A'), true).label).toBe('Invitation on its way');
    const sent = { invitationSentAt: '2026-03-05T10:00:00.000Z' };
    expect(invitationStatus(contact('A', { ...sent, unsubscribed: true })).label).toBe('Unsubscribed');
    expect(invitationStatus(contact('A', { ...sent, bounced: true })).label).toBe('Address refused');
  });

  it('turns Send invitation off with the reason when the contact cannot be emailed', () => {
    expect(invitationBlock(contact('A'))).toBeNull();
    expect(invitationBlock(contact('A', { email: null, primary: true }))).toBe(CONTACT_MESSAGES.noEmail);
    expect(invitationBlock(contact('A', { unsubscribed: true }))).toBe(CONTACT_MESSAGES.unsubscribed);
    expect(invitationBlock(contact('A', { bounced: true }))).toBe(CONTACT_MESSAGES.bounced);
  });

  it('says the last visit, or that there was none', () => {
    expect(lastVisitLabel(contact('A'))).toBe('Not visited yet');
    expect(lastVisitLabel(contact('A', { lastSeenAt: '2026-03-06T15:04:00.000Z' }))).toBe(
      'Last visit Mar 6, 2026, 3:04 PM',
    );
  });

  it('refuses a new contact once the list is full', () => {
    expect(addBlock(MAX_CONTACTS - 1)).toBeNull();
    expect(addBlock(MAX_CONTACTS)).toBe(CONTACT_MESSAGES.tooMany(MAX_CONTACTS));
  });
});

describe('checkContactForm', () => {
  it('says what is missing or wrong under each field, before anything is sent', () => {
    expect(checkContactForm({ name: ' ', email: '', role: '' }, null)).toEqual({
      errors: { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired },
    });
    expect(checkContactForm({ name: 'Priya', email: 'priya@', role: '' }, null)).toEqual({
      errors: { email: CONTACT_MESSAGES.invalidEmail },
    });
  });

  it('sends the new contact trimmed, the address in lower case and an empty role as none', () => {
    expect(checkContactForm({ name: ' Priya ', email: ' Priya@Example.com ', role: ' ' }, null)).toEqual({
      body: { name: 'Priya', email: 'priya@example.com', role: null },
    });
  });

  it('sends an edit without the address when it did not change', () => {
    const priya = contact('Priya', { email: 'priya@example.com' });
    expect(checkContactForm({ name: 'Priya S', email: 'priya@example.com', role: 'Finance' }, priya)).toEqual({
      body: { name: 'Priya S', role: 'Finance' },
    });
    expect(checkContactForm({ name: 'Priya', email: 'p@example.com', role: '' }, priya)).toEqual({
      body: { name: 'Priya', role: null, email: 'p@example.com' },
    });
  });

  it('lets a primary contact without an address stay without one, but not another contact', () => {
    const noEmail = contact('Ana', { primary: true, email: null });
    expect(checkContactForm({ name: 'Ana', email: '', role: '' }, noEmail)).toEqual({
      body: { name: 'Ana', role: null },
    });
    expect(checkContactForm({ name: 'Bo', email: '', role: '' }, contact('Bo'))).toEqual({
      errors: { email: CONTACT_MESSAGES.emailRequired },
    });
  });
});

describe('placeServerError', () => {
  it('puts a refused address under the Email field and anything else above the buttons', () => {
    const duplicate = new ApiError(409, 'CONFLICT', CONTACT_MESSAGES.duplicateEmail);
    expect(placeServerError(duplicate)).toEqual({ email: CONTACT_MESSAGES.duplicateEmail });
    const full = new ApiError(409, 'CONFLICT', CONTACT_MESSAGES.tooMany(MAX_CONTACTS));
    expect(placeServerError(full)).toEqual({ form: CONTACT_MESSAGES.tooMany(MAX_CONTACTS) });
    expect(placeServerError(new ApiError(0, 'NETWORK_ERROR', 'No connection.'))).toEqual({ form: 'No connection.' });
  });
});
