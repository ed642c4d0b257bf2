import { CONTACT_MESSAGES, MAX_CONTACTS } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactKeys } from '../../../api/contacts';
import { ApiError } from '../../../lib/api-client';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { contact, render, type Seed, textOf } from '../contacts-test-data';
import { ContactFields } from './contact-dialog';
import { ContactsCard } from './contacts-card';

const client = { id: 'c1', clientName: 'Maya Chen', clientEmail: 'maya@example.com', status: 'active' as const };
const seed = (value: unknown): Seed[] => [[contactKeys.list(client.id), value]];

/** The markup of the button whose words include `label`, from its opening tag. */
const buttonOf = (html: string, label: string) =>
  html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}`))?.[0] ?? '';

beforeAll(() => setOwnerTimeZone('UTC'));

describe('ContactsCard', () => {
  it('lists the primary contact first with its badge, then the others, each with link, invitation and visit', () => {
    const html = render(
      <ContactsCard client={client} />,
      seed([
        contact('Priya', {
          role: 'Finance',
          createdAt: '2026-03-02T00:00:00.000Z',
          invitationSentAt: '2026-03-05T09:00:00.000Z',
          lastSeenAt: '2026-03-06T15:04:00.000Z',
        }),
        contact('Maya', { primary: true, createdAt: '2026-03-03T00:00:00.000Z' }),
      ]),
    );
    const text = textOf(html);
    expect(text.indexOf('Maya Primary')).toBeGreaterThan(-1);
    expect(text.indexOf('Maya Primary')).toBeLessThan(text.indexOf('Priya'));
    expect(text).toContain('Maya Primary maya@example.com Not invited Not visited yet');
    expect(text).toContain('Priya Finance · priya@example.com Invited on Mar 5, 2026 Last visit Mar 6, 2026, 3:04 PM');
    expect(text).toContain('https://portal.example.com/c/token-priya');
    expect(text).toContain('Resend invitation');
    expect(html).toContain('aria-label="More actions for Priya"');
    expect(text).toContain(`2 of ${MAX_CONTACTS} contacts`);
    expect(buttonOf(html, 'Add contact')).not.toContain('disabled=""');
  });

  it('turns Send invitation off, with the reason beside it, for a contact that cannot be emailed', () => {
    const html = render(
      <ContactsCard client={client} />,
      seed([
        contact('Maya', { primary: true, email: null }),
        contact('Ola', { unsubscribed: true }),
        contact('Bea', { bounced: true }),
        contact('Dan'),
      ]),
    );
    const text = textOf(html);
    expect(text).toContain('Maya Primary No email address Not invited');
    expect(text).toContain(CONTACT_MESSAGES.noEmail);
    expect(text).toContain(`Ola ola@example.com Unsubscribed Not visited yet`);
    expect(text).toContain(CONTACT_MESSAGES.unsubscribed);
    expect(text).toContain('Bea bea@example.com Address refused');
    expect(text).toContain(CONTACT_MESSAGES.bounced);
    const sends = [...html.matchAll(/<button[^>]*>(?:(?!<\/button>).)*Send invitation/g)].map((m) => m[0]);
    expect(sends).toHaveLength(4);
    // Three refused, each pointing at its reason; Dan's can be sent.
    expect(sends.filter((b) => /disabled=""/.test(b) && /aria-describedby="/.test(b))).toHaveLength(3);
    expect(sends[3]).not.toContain('disabled=""');
  });

  it('turns Add contact off once the client has as many contacts as allowed', () => {
    const full = Array.from({ length: MAX_CONTACTS }, (_, i) => contact(`P${i}`, { primary: i === 0 }));
    const html = render(<ContactsCard client={client} />, seed(full));
    expect(textOf(html)).toContain(CONTACT_MESSAGES.tooMany(MAX_CONTACTS));
    expect(buttonOf(html, 'Add contact')).toMatch(/disabled=""/);
  });

  it('shows a skeleton while loading, and the error with Try again when the list could not load', () => {
    expect(textOf(render(<ContactsCard client={client} />))).toContain('Loading contacts...');
    const failed = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong.');
    expect(textOf(render(<ContactsCard client={client} />, seed(failed)))).toContain(
      "We couldn't load this client's contacts. Something went wrong. Try again",
    );
  });
});

describe('ContactFields', () => {
  const values = { name: 'Priya', email: 'maya@example.com', role: 'Finance' };

  it('shows a refused address under the Email field, tied to it', () => {
    const html = render(
      <ContactFields values={values} errors={{ email: CONTACT_MESSAGES.duplicateEmail }} onChange={() => {}} />,
    );
    const email = html.match(/<input[^>]*type="email"[^>]*>/)?.[0] ?? '';
    expect(email).toContain('aria-invalid="true"');
    const errorId = email.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`id="${errorId}" class="text-sm text-red-700">${CONTACT_MESSAGES.duplicateEmail}`);
  });

  it('says a refusal about the whole form (the list is full) above the buttons', () => {
    const html = render(
      <ContactFields values={values} errors={{ form: CONTACT_MESSAGES.tooMany(MAX_CONTACTS) }} onChange={() => {}} />,
    );
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>.*${CONTACT_MESSAGES.tooMany(MAX_CONTACTS)}`));
    expect(html).not.toContain('aria-invalid="true"');
    expect(textOf(html)).toContain('Role Optional, e.g. Finance or Project lead.');
  });
});
