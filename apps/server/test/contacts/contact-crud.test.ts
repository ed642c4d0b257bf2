import { randomBytes } from 'node:crypto';
import {
  CLIENT_MESSAGES,
  type ClientResponse,
  CONTACT_MESSAGES,
  MAX_CONTACTS,
  PORTAL_MESSAGES,
  type PortalResponse,
} from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { callClients, createClient } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { callPortal, getPortal } from '../helpers/portal';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';
import { markContact } from './contact-rows';
import { addContact, callContacts, editContact, listContacts, makePrimary, tokenOf } from './contacts-api';

/** Issue 33: a client's contacts from the owner's side: list, add, edit, remove, make primary. */
let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

const detail = async (clientId: string) =>
  (await ok<ClientResponse>(callClients(app, owner.cookie, 'GET', `/${clientId}`))).client;

describe('the contacts of a client', () => {
  it('lists the primary (the client itself) first, adds, edits and removes the others', async () => {
    const client = await createClient(app, owner.cookie, { clientName: 'Ada Lane', clientEmail: 'ada@example.com' });
    const [primary] = await listContacts(app, owner.cookie, client.id);
    expect(primary).toMatchObject({ name: 'Ada Lane', email: 'ada@example.com', primary: true, role: null });
    expect(tokenOf(primary ?? { portalUrl: '' })).toBe(client.shareToken);
    expect(primary?.portalUrl.startsWith('http')).toBe(true);

    const sam = await addContact(app, owner.cookie, client.id, {
      name: ' Sam Lee ',
      email: 'Sam@Example.com',
      role: 'Finance',
    });
    expect(sam).toMatchObject({ name: 'Sam Lee', email: 'sam@example.com', role: 'Finance', primary: false });
    expect(sam).toMatchObject({ invitationSentAt: null, unsubscribed: false, bounced: false, lastSeenAt: null });
    expect(tokenOf(sam)).toMatch(/^[\w-]{43}$/);
    expect(tokenOf(sam)).not.toBe(client.shareToken);
    const later = await addContact(app, owner.cookie, client.id, { name: 'Kim', email: 'kim@example.com' });
    expect((await listContacts(app, owner.cookie, client.id)).map((c) => c.name)).toEqual([
      'Ada Lane',
      'Sam Lee',
      'Kim',
    ]);

    // Emails are one per client, whatever their case, the primary's included.
    for (const email of ['SAM@example.com', 'ada@EXAMPLE.com']) {
      await fails(
        callContacts(app, owner.cookie, client.id, 'POST', '', { name: 'Twin', email }),
        409,
        CONTACT_MESSAGES.duplicateEmail,
      );
    }
    await fails(
      callContacts(app, owner.cookie, client.id, 'POST', '', { name: 'No', email: 'not-an-email' }),
      400,
      CONTACT_MESSAGES.invalidEmail,
    );
    await fails(
      callContacts(app, owner.cookie, client.id, 'PATCH', `/${sam.id}`, { email: 'kim@example.com' }),
      409,
      CONTACT_MESSAGES.duplicateEmail,
    );

    // Only the fields sent change; '' clears the role.
    expect(await editContact(app, owner.cookie, client.id, sam.id, { name: 'Samantha Lee' })).toMatchObject({
      name: 'Samantha Lee',
      role: 'Finance',
      email: 'sam@example.com',
    });
    expect((await editContact(app, owner.cookie, client.id, sam.id, { role: '' })).role).toBeNull();

    // The primary's name and email are the client's.
    const edited = await editContact(app, owner.cookie, client.id, primary?.id ?? '', {
      name: 'Ada Brook',
      email: 'ada.brook@example.com',
      role: 'Lead',
    });
    expect(edited).toMatchObject({ name: 'Ada Brook', email: 'ada.brook@example.com', role: 'Lead', primary: true });
    expect(await detail(client.id)).toMatchObject({ clientName: 'Ada Brook', clientEmail: 'ada.brook@example.com' });

    await fails(
      callContacts(app, owner.cookie, client.id, 'DELETE', `/${primary?.id}`),
      409,
      CONTACT_MESSAGES.primaryCannotBeRemoved,
    );
    await ok(callContacts(app, owner.cookie, client.id, 'DELETE', `/${later.id}`));
    expect((await listContacts(app, owner.cookie, client.id)).map((c) => c.name)).toEqual([
      'Ada Brook',
      'Samantha Lee',
    ]);
    // A removed contact's link stops working.
    await fails(callPortal(app, tokenOf(later), 'GET'), 404, PORTAL_MESSAGES.notFound);
    await fails(callContacts(app, owner.cookie, client.id, 'DELETE', `/${later.id}`), 404, CONTACT_MESSAGES.notFound);
  });

  it(`refuses a contact past ${MAX_CONTACTS}`, async () => {
    const client = await createClient(app, owner.cookie);
    const rows = Array.from({ length: MAX_CONTACTS - 1 }, (_, i) => ({
      project_id: client.id,
      name: `Person ${i}`,
      email: `person.${i}@example.com`,
      share_token: randomBytes(32).toString('base64url'),
    }));
    await t.db.insertInto('client_contacts').values(rows).execute();
    await fails(
      callContacts(app, owner.cookie, client.id, 'POST', '', { name: 'One more', email: 'more@example.com' }),
      409,
      CONTACT_MESSAGES.tooMany(MAX_CONTACTS),
    );
    expect(await listContacts(app, owner.cookie, client.id)).toHaveLength(MAX_CONTACTS);
  });
});

describe('making another contact the primary', () => {
  it("swaps the client's name, email and link; the old primary keeps their own link", async () => {
    const client = await createClient(app, owner.cookie, { clientName: 'Ada Lane', clientEmail: 'ada@example.com' });
    const [ada] = await listContacts(app, owner.cookie, client.id);
    const sam = await addContact(app, owner.cookie, client.id, { name: 'Sam Lee', email: 'sam@example.com' });
    // Each side's own email state goes with them.
    const remindedAt = new Date('2026-03-01T09:00:00.000Z');
    await t.db
      .updateTable('projects')
      .set({ invitation_sent_at: new Date(), last_reminder_at: remindedAt })
      .where('id', '=', client.id)
      .execute();
    await markContact(t.db, sam.id, 'unsubscribed');

    const swapped = await makePrimary(app, owner.cookie, client.id, sam.id);
    expect(swapped.map((c) => [c.name, c.primary])).toEqual([
      ['Sam Lee', true],
      ['Ada Lane', false],
    ]);
    expect(swapped[0]).toMatchObject({ unsubscribed: true, invitationSentAt: null, portalUrl: sam.portalUrl });
    expect(swapped[1]?.invitationSentAt).not.toBeNull();
    expect(swapped[1]?.portalUrl).toBe(ada?.portalUrl);
    const after = await detail(client.id);
    expect(after).toMatchObject({ clientName: 'Sam Lee', clientEmail: 'sam@example.com', shareToken: tokenOf(sam) });
    const project = await t.db
      .selectFrom('projects')
      .select(['email_unsubscribed_at', 'invitation_sent_at', 'last_reminder_at'])
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(project.email_unsubscribed_at).not.toBeNull();
    expect(project.invitation_sent_at).toBeNull();
    // The reminder schedule is the client's, shared by every contact: a new primary doesn't move it.
    expect(project.last_reminder_at?.toISOString()).toBe(remindedAt.toISOString());

    // Both links open the portal, each as its own contact.
    expect((await getPortal(app, client.shareToken)).contact).toEqual({ name: 'Ada Lane', role: null });
    expect((await getPortal(app, tokenOf(sam))).contact).toEqual({ name: 'Sam Lee', role: null });
    // Again on the primary changes nothing.
    expect(await makePrimary(app, owner.cookie, client.id, sam.id)).toEqual(swapped);

    // 'Regenerate link' gives the primary (now Sam) a new link; Ada's stays.
    const regenerated = (
      await ok<ClientResponse>(callClients(app, owner.cookie, 'POST', `/${client.id}/regenerate-link`))
    ).client;
    await fails(callPortal(app, tokenOf(sam), 'GET'), 404, PORTAL_MESSAGES.notFound);
    const page = await ok<PortalResponse>(callPortal(app, regenerated.shareToken, 'GET'));
    expect(page.contact.name).toBe('Sam Lee');
    expect((await getPortal(app, client.shareToken)).contact.name).toBe('Ada Lane');
    const [primary] = await listContacts(app, owner.cookie, client.id);
    expect(tokenOf(primary ?? { portalUrl: '' })).toBe(regenerated.shareToken);
  });
});

it('answers 404 Client not found for an id that is no client', async () => {
  await fails(callContacts(app, owner.cookie, crypto.randomUUID()), 404, CLIENT_MESSAGES.notFound);
  await fails(callContacts(app, owner.cookie, 'nope'), 404, CLIENT_MESSAGES.notFound);
});
