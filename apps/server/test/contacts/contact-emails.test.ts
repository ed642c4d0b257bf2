import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, CONTACT_MESSAGES, type ContactDto, EMAIL_MESSAGES, ERROR_CODES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactUnsubscribeToken, unsubscribeToken } from '../../src/modules/email/unsubscribe-token';
import { callClients, createClient } from '../helpers/clients';
import { waitFor } from '../helpers/jobs';
import { createMailingApp, type MailingApp } from '../helpers/mailing-app';
import { decoded, header } from '../helpers/smtp';
import { call, joinTeam } from '../helpers/team';
import { jsonRequest, PUBLIC_URL, signUpOwner, TEST_SECRET, uniqueEmail } from '../helpers/test-app';
import { contactRowOf, insertContact, markContact } from './contact-rows';

/**
 * Issue 33: each contact of a client gets their own invitation (their own portal link and
 * unsubscribe, delivery recorded on their row), their own unsubscribe, and their own bounce.
 * Mail really leaves over SMTP through the job runner.
 */
let m: MailingApp;
let owner: { cookie: string; email: string };
let stranger: { cookie: string; email: string };

beforeAll(async () => {
  m = await createMailingApp({ smtp: { refuse: (address) => address.startsWith('refused') } });
  owner = await signUpOwner(m.app);
  stranger = await signUpOwner(m.app);
  await m.app.request('/api/workspace', jsonRequest('PATCH', { name: 'Studio North' }, { cookie: owner.cookie }));
});
afterAll(() => m?.close());

const addContact = (clientId: string, values: { name?: string; email?: string | null } = {}) =>
  insertContact(m.db, clientId, values);
const contactRow = (id: string) => contactRowOf(m.db, id);
const projectRow = (id: string) =>
  m.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const invite = (clientId: string, contactId: string, cookie = owner.cookie) =>
  callClients(m.app, cookie, 'POST', `/${clientId}/contacts/${contactId}/invitation`);
const mailsTo = (address: string) => m.smtp.received.filter((mail) => mail.to.includes(address));
async function refusal(res: Response | Promise<Response>, status: number) {
  const answer = await res;
  expect(answer.status).toBe(status);
  return ((await answer.json()) as { error: { code: string; message: string } }).error;
}
const postOneClick = (path: string) =>
  m.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('POST /api/clients/{id}/contacts/{contactId}/invitation', () => {
  it('sends another contact the invitation with their own link and unsubscribe, sent only once accepted', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('primary') });
    const sam = await addContact(client.id, { name: 'Sam <Finance>' });
    const address = sam.email ?? '';

    const res = await invite(client.id, sam.id);
    expect(res.status).toBe(200);
    const { contact } = (await res.json()) as { contact: ContactDto };
    expect(contact).toMatchObject({
      id: sam.id,
      name: 'Sam <Finance>',
      email: address,
      primary: false,
      portalUrl: `${PUBLIC_URL}/c/${sam.share_token}`,
      unsubscribed: false,
      bounced: false,
    });
    expect((await contactRow(sam.id)).invitation_queued_at).not.toBeNull();

    await waitFor(() => mailsTo(address).length === 1, 'the invitation');
    await waitFor(async () => (await contactRow(sam.id)).invitation_sent_at !== null, 'sent on their row');
    const raw = mailsTo(address)[0]?.raw ?? '';
    const body = decoded(raw);
    expect(body).toContain(`Open your portal: ${PUBLIC_URL}/c/${sam.share_token}`);
    expect(body).not.toContain(client.shareToken);
    expect(body).toContain('Hi Sam <Finance>,');
    const unsubscribe = `${PUBLIC_URL}/api/unsubscribe/${contactUnsubscribeToken(sam.id, TEST_SECRET)}`;
    expect(header(raw, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(body).toContain(`Unsubscribe: ${unsubscribe}`);

    // The client's own (the primary's) invitation state is untouched.
    const project = await projectRow(client.id);
    expect(project.invitation_queued_at).toBeNull();
    expect(project.invitation_sent_at).toBeNull();
    expect(mailsTo(client.clientEmail ?? '')).toHaveLength(0);
  });

  it("is the client's own invitation for the primary contact", async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('main') });
    const primary = await m.db
      .selectFrom('client_contacts')
      .selectAll()
      .where('project_id', '=', client.id)
      .where('is_primary', '=', true)
      .executeTakeFirstOrThrow();
    const res = await invite(client.id, primary.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { contact: ContactDto }).contact).toMatchObject({ id: primary.id, primary: true });
    expect((await projectRow(client.id)).invitation_queued_at).not.toBeNull();
    const address = client.clientEmail ?? '';
    await waitFor(() => mailsTo(address).length === 1, 'the invitation');
    await waitFor(async () => (await projectRow(client.id)).invitation_sent_at !== null, 'sent on the client');
    const raw = mailsTo(address)[0]?.raw ?? '';
    expect(header(raw, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/unsubscribe/${unsubscribeToken(client.id, TEST_SECRET)}>`,
    );
    expect(decoded(raw)).toContain(`${PUBLIC_URL}/c/${client.shareToken}`);
  });

  it('refuses a contact without an address, unsubscribed or bouncing, and on an archived client', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('refusals') });
    const silent = await addContact(client.id, { email: null, name: 'No Mail' });
    const gone = await addContact(client.id);
    const bouncing = await addContact(client.id);
    await markContact(m.db, gone.id, 'unsubscribed');
    await markContact(m.db, bouncing.id, 'bounced');
    const conflict = (message: string) => ({ code: ERROR_CODES.CONFLICT, message });
    expect(await refusal(invite(client.id, silent.id), 409)).toEqual(conflict(CONTACT_MESSAGES.noEmail));
    expect(await refusal(invite(client.id, gone.id), 409)).toEqual(conflict(CONTACT_MESSAGES.unsubscribed));
    expect(await refusal(invite(client.id, bouncing.id), 409)).toEqual(conflict(CONTACT_MESSAGES.bounced));

    const reachable = await addContact(client.id);
    expect((await callClients(m.app, owner.cookie, 'POST', `/${client.id}/archive`)).status).toBe(200);
    expect(await refusal(invite(client.id, reachable.id), 409)).toEqual(conflict(EMAIL_MESSAGES.archived));
    for (const c of [silent, gone, bouncing, reachable]) {
      expect((await contactRow(c.id)).invitation_queued_at).toBeNull();
    }
  });

  it("answers 404 for another workspace's client or contact, unknown or malformed ids, and a Member's unassigned client", async () => {
    const mine = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('mine') });
    const myContact = await addContact(mine.id);
    const theirs = await createClient(m.app, stranger.cookie, { clientEmail: uniqueEmail('theirs') });
    const theirContact = await addContact(theirs.id);
    const other = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('other') });
    const otherContact = await addContact(other.id);
    const cases: [string, string, string][] = [
      [theirs.id, theirContact.id, CLIENT_MESSAGES.notFound],
      [mine.id, theirContact.id, CONTACT_MESSAGES.notFound],
      [mine.id, otherContact.id, CONTACT_MESSAGES.notFound],
      [theirs.id, myContact.id, CLIENT_MESSAGES.notFound],
      [randomUUID(), myContact.id, CLIENT_MESSAGES.notFound],
      [mine.id, randomUUID(), CONTACT_MESSAGES.notFound],
      [mine.id, 'not-a-uuid', CONTACT_MESSAGES.notFound],
    ];
    for (const [clientId, contactId, message] of cases) {
      expect(await refusal(invite(clientId, contactId), 404), `${clientId} ${contactId}`).toEqual({
        code: ERROR_CODES.NOT_FOUND,
        message,
      });
    }
    expect(
      (await m.app.request(`/api/clients/${mine.id}/contacts/${myContact.id}/invitation`, { method: 'POST' })).status,
    ).toBe(401);

    const member = await joinTeam(m, owner, 'member', uniqueEmail('member'));
    expect(await refusal(invite(mine.id, myContact.id, member.cookie), 404)).toEqual({
      code: ERROR_CODES.NOT_FOUND,
      message: CLIENT_MESSAGES.notFound,
    });
    expect((await contactRow(myContact.id)).invitation_queued_at).toBeNull();
    await call(m.app, owner.cookie, 'PUT', `/api/clients/${mine.id}/assignees`, { userIds: [member.userId] });
    expect((await invite(mine.id, myContact.id, member.cookie)).status).toBe(200);

    for (const c of [theirContact, otherContact]) expect((await contactRow(c.id)).invitation_queued_at).toBeNull();
  });
});

describe("a contact's own unsubscribe and bounce", () => {
  it("unsubscribing contact B stops only B's mail; the primary and contact A still get theirs", async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('both') });
    const a = await addContact(client.id, { name: 'Ann' });
    const b = await addContact(client.id, { name: 'Ben' });
    expect((await invite(client.id, b.id)).status).toBe(200);
    await waitFor(() => mailsTo(b.email ?? '').length === 1, "B's invitation");
    const link = /^<http:\/\/localhost:3000(\/api\/unsubscribe\/[^>]+)>$/.exec(
      header(mailsTo(b.email ?? '')[0]?.raw ?? '', 'List-Unsubscribe') ?? '',
    )?.[1];
    if (!link) throw new Error('no List-Unsubscribe link');
    const page = await m.app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Studio North');
    expect((await postOneClick(link)).status).toBe(200);

    expect((await contactRow(b.id)).email_unsubscribed_at).not.toBeNull();
    expect((await contactRow(a.id)).email_unsubscribed_at).toBeNull();
    expect((await projectRow(client.id)).email_unsubscribed_at).toBeNull();
    const error = await refusal(invite(client.id, b.id), 409);
    expect(error.message).toBe(CONTACT_MESSAGES.unsubscribed);
    expect((await invite(client.id, a.id)).status).toBe(200);
    expect((await callClients(m.app, owner.cookie, 'POST', `/${client.id}/invitation`)).status).toBe(200);
    // A second unsubscribe keeps the first date.
    const first = (await contactRow(b.id)).email_unsubscribed_at;
    expect((await postOneClick(link)).status).toBe(200);
    expect((await contactRow(b.id)).email_unsubscribed_at).toEqual(first);
  });

  it("a forged contact link or another secret's is a 404 page and changes nothing", async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('forged') });
    const c = await addContact(client.id);
    const forged = contactUnsubscribeToken(c.id, TEST_SECRET).replace(/\.[^.]+$/, `.${'A'.repeat(32)}`);
    // A client's token over a contact's id is not a contact's token.
    for (const token of [
      forged,
      contactUnsubscribeToken(c.id, 'another-secret-another-secret-00'),
      unsubscribeToken(c.id, TEST_SECRET),
    ]) {
      expect((await postOneClick(`/api/unsubscribe/${token}`)).status, token).toBe(404);
    }
    expect((await contactRow(c.id)).email_unsubscribed_at).toBeNull();
  });

  it('a refused address marks that contact bouncing, not the client, and their invitation is refused after', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: uniqueEmail('fine') });
    const c = await addContact(client.id, { email: uniqueEmail('refused') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await invite(client.id, c.id)).status).toBe(200);
      await waitFor(async () => (await contactRow(c.id)).email_bounced_at !== null, 'the bounce');
      const lines = logged.mock.calls.map((args) => args.join(' ')).filter((l) => l.includes(c.id));
      expect(lines).toEqual([expect.stringContaining('refused for good, address bouncing: 550')]);
    } finally {
      logged.mockRestore();
    }
    const row = await contactRow(c.id);
    expect(row.email_bounce_reason).toContain('No such user');
    expect(row.invitation_sent_at).toBeNull();
    expect((await projectRow(client.id)).email_bounced_at).toBeNull();
    expect((await refusal(invite(client.id, c.id), 409)).message).toBe(CONTACT_MESSAGES.bounced);
  });
});
