import { randomUUID } from 'node:crypto';
import { type ClientEmailStatus, EMAIL_MESSAGES, ERROR_CODES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueEmail } from '../src/modules/email/send-email-job';
import { callClients, createClient } from './helpers/clients';
import { jobRows, waitFor } from './helpers/jobs';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { decoded, header } from './helpers/smtp';
import { jsonRequest, PUBLIC_URL, signUpOwner, uniqueEmail } from './helpers/test-app';

/**
 * Issue 20, invitations and delivery honesty, with mail really leaving over SMTP: the invitation
 * is queued with the request and marked sent only once the server accepted it; a 451 is retried,
 * a 550 marks the address bouncing; unsubscribed, address-less and archived clients are refused.
 */
let m: MailingApp;
let owner: { cookie: string; email: string };
let stranger: { cookie: string; email: string };
let ownerBounces: { cookie: string; email: string };

/** Addresses the SMTP server refuses for good (550 at RCPT TO). */
const REFUSED = /^(bounce|owner-bounce)/;

beforeAll(async () => {
  m = await createMailingApp({
    smtp: { refuse: (address) => REFUSED.test(address) },
    // A failed try comes back after a second, not half a minute.
    queues: { 'send-email': { retryDelay: 1, retryBackoff: false } },
  });
  owner = await signUpOwner(m.app);
  stranger = await signUpOwner(m.app);
  ownerBounces = await signUpOwner(m.app, uniqueEmail('owner-bounce'));
  await m.app.request(
    '/api/workspace',
    jsonRequest(
      'PATCH',
      { name: 'Studio & Co', contactEmail: 'hello@studio.example', primaryColor: '#0f766e' },
      { cookie: owner.cookie },
    ),
  );
});
afterAll(() => m.close());

const invite = (id: string, cookie = owner.cookie) => callClients(m.app, cookie, 'POST', `/${id}/invitation`);
async function invited(id: string): Promise<ClientEmailStatus> {
  const res = await invite(id);
  expect(res.status).toBe(200);
  return ((await res.json()) as { email: ClientEmailStatus }).email;
}
async function emailStatus(id: string): Promise<ClientEmailStatus> {
  const res = await callClients(m.app, owner.cookie, 'GET', `/${id}/email`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { email: ClientEmailStatus }).email;
}
async function refusal(res: Response | Promise<Response>, status: number) {
  const answer = await res;
  expect(answer.status).toBe(status);
  return ((await answer.json()) as { error: { code: string; message: string } }).error;
}
const mailsTo = (address: string) => m.smtp.received.filter((mail) => mail.to.includes(address));
const jobsTo = async (address: string) =>
  (await jobRows(m.db, 'send-email')).filter((job) => (job.data as unknown as { to: string }).to === address);
/** Every send-email job to `address` has finished (completed: sent, skipped or refused for good). */
const settled = (address: string) =>
  waitFor(async () => {
    const jobs = await jobsTo(address);
    return jobs.length > 0 && jobs.every((job) => job.state === 'completed');
  }, `the mail to ${address} to settle`);

describe('POST /api/clients/{id}/invitation', () => {
  it('sends one branded mail with both parts, the portal link, Reply-To and one-click unsubscribe', async () => {
    const client = await createClient(m.app, owner.cookie, {
      clientName: 'Jo <Client>',
      clientEmail: 'jo@example.com',
    });
    const status = await invited(client.id);
    expect(status.invitation.queuedAt).not.toBeNull();
    expect(status.address).toBe('jo@example.com');

    await waitFor(() => mailsTo('jo@example.com').length === 1, 'the invitation');
    await waitFor(async () => (await emailStatus(client.id)).invitation.sentAt !== null, 'sentAt');
    const mail = mailsTo('jo@example.com')[0];
    if (!mail) throw new Error('no mail');
    const raw = mail.raw;
    const body = decoded(raw);
    expect(header(raw, 'Subject')).toBe('Studio & Co: your client portal for Website redesign');
    expect(header(raw, 'Reply-To')).toBe('hello@studio.example');
    expect(header(raw, 'Content-Type')).toContain('multipart/alternative');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    const portal = `${PUBLIC_URL}/c/${client.shareToken}`;
    expect(body).toContain(`Open your portal: ${portal}`);
    expect(body).toContain(`href="${portal}"`);
    expect(body).toContain('Hi Jo <Client>,');
    expect(body).toContain('Hi Jo &#60;Client&#62;,');
    expect(body).toContain('Studio &#38; Co');
    expect(body).toContain('bgcolor="#0f766e"');
    expect(header(raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[\w.-]+>$/);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(body).toMatch(/Unsubscribe: http:\/\/localhost:3000\/api\/unsubscribe\/[\w.-]+/);

    const after = await emailStatus(client.id);
    expect(after.invitation.queuedAt).toBe(status.invitation.queuedAt);
    expect(Date.parse(after.invitation.sentAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(after.invitation.queuedAt ?? ''),
    );
  });

  it('says sent only after the server accepted it: a 451 is retried and the mail arrives once', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: 'retry@example.com' });
    m.smtp.failNext(1);
    const status = await invited(client.id);
    // The first try meets the 451: nothing can be marked sent before the retry a second later.
    expect(status.invitation).toEqual({ queuedAt: expect.any(String), sentAt: null });
    await waitFor(() => m.jobErrors.some((e) => e.includes('will retry') && e.includes('451')), 'the failed try');
    expect((await emailStatus(client.id)).invitation.sentAt).toBeNull();
    expect(mailsTo('retry@example.com')).toHaveLength(0);

    await waitFor(async () => (await emailStatus(client.id)).invitation.sentAt !== null, 'sentAt after the retry');
    await settled('retry@example.com');
    expect(mailsTo('retry@example.com')).toHaveLength(1);
  });

  it('Resend sends it again and is "on its way" until accepted again', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: 'again@example.com' });
    await invited(client.id);
    await waitFor(async () => (await emailStatus(client.id)).invitation.sentAt !== null, 'the first invitation');
    const first = await emailStatus(client.id);
    m.smtp.failNext(1);
    const resent = await invited(client.id);
    expect(resent.invitation.sentAt).toBeNull();
    expect(Date.parse(resent.invitation.queuedAt ?? '')).toBeGreaterThan(Date.parse(first.invitation.queuedAt ?? ''));
    await waitFor(() => mailsTo('again@example.com').length === 2, 'the second invitation');
    await waitFor(async () => (await emailStatus(client.id)).invitation.sentAt !== null, 'sentAt again');
  });

  it('a 550 marks the address bouncing, is not retried, and further invitations are refused', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: 'bounce@example.com' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await invited(client.id);
      await waitFor(async () => (await emailStatus(client.id)).bouncedAt !== null, 'the bounce');
      await settled('bounce@example.com');
      const lines = logged.mock.calls.map((args) => args.join(' ')).filter((l) => l.includes(client.id));
      expect(lines).toEqual([expect.stringContaining('refused for good, address bouncing: 550 5.1.1 No such user')]);
    } finally {
      logged.mockRestore();
    }
    const status = await emailStatus(client.id);
    expect(status.blockedBy).toBe('bouncing');
    expect(status.bounceReason).toContain('550');
    expect(status.bounceReason).toContain('No such user here');
    expect(status.invitation.sentAt).toBeNull();
    expect(await jobsTo('bounce@example.com')).toHaveLength(1);
    expect(m.jobErrors.filter((e) => e.includes('bounce@example.com') || e.includes('No such user'))).toEqual([]);

    const error = await refusal(invite(client.id), 409);
    expect(error).toEqual({ code: ERROR_CODES.CONFLICT, message: EMAIL_MESSAGES.bouncing });
    expect(await jobsTo('bounce@example.com')).toHaveLength(1);

    // A new address may work: changing it lifts the block.
    const patched = await callClients(m.app, owner.cookie, 'PATCH', `/${client.id}`, {
      clientEmail: 'fixed@example.com',
    });
    expect(patched.status).toBe(200);
    const fixed = await emailStatus(client.id);
    expect(fixed).toMatchObject({ blockedBy: null, bouncedAt: null, bounceReason: null });
    await invited(client.id);
    await waitFor(() => mailsTo('fixed@example.com').length === 1, 'the invitation to the new address');
  });

  it('refuses a client who unsubscribed (one-click POST of the link in their mail)', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: 'leaving@example.com' });
    await invited(client.id);
    await waitFor(() => mailsTo('leaving@example.com').length === 1, 'the invitation');
    const raw = mailsTo('leaving@example.com')[0]?.raw ?? '';
    const link = /^<http:\/\/localhost:3000(\/api\/unsubscribe\/[^>]+)>$/.exec(header(raw, 'List-Unsubscribe') ?? '');
    if (!link?.[1]) throw new Error('no List-Unsubscribe link');
    const res = await m.app.request(link[1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);

    const error = await refusal(invite(client.id), 409);
    expect(error).toEqual({ code: ERROR_CODES.CONFLICT, message: EMAIL_MESSAGES.unsubscribed });
    expect((await emailStatus(client.id)).blockedBy).toBe('unsubscribed');
    expect(await jobsTo('leaving@example.com')).toHaveLength(1);
  });

  it('refuses a client without an email address, and an archived one', async () => {
    const silent = await createClient(m.app, owner.cookie, { clientEmail: null });
    expect(await refusal(invite(silent.id), 409)).toEqual({
      code: ERROR_CODES.CONFLICT,
      message: EMAIL_MESSAGES.noEmail,
    });

    const archived = await createClient(m.app, owner.cookie, { clientEmail: 'archived@example.com' });
    expect((await callClients(m.app, owner.cookie, 'POST', `/${archived.id}/archive`)).status).toBe(200);
    expect(await refusal(invite(archived.id), 409)).toEqual({
      code: ERROR_CODES.CONFLICT,
      message: EMAIL_MESSAGES.archived,
    });
    const status = await emailStatus(archived.id);
    expect(status.invitation.queuedAt).toBeNull();
    expect(await jobsTo('archived@example.com')).toHaveLength(0);
  });

  it("answers 404 for another workspace's client, an unknown id or a malformed one, and 401 without a session", async () => {
    const theirs = await createClient(m.app, stranger.cookie, { clientEmail: 'theirs@example.com' });
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      expect((await refusal(invite(id), 404)).code).toBe(ERROR_CODES.NOT_FOUND);
    }
    expect((await m.app.request(`/api/clients/${theirs.id}/invitation`, { method: 'POST' })).status).toBe(401);
    const row = await m.db
      .selectFrom('projects')
      .select('invitation_queued_at')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.invitation_queued_at).toBeNull();
    expect(await jobsTo('theirs@example.com')).toHaveLength(0);
  });
});

describe('the send-email worker, for mail that waited in the queue', () => {
  const queue = (clientId: string, to: string) =>
    m.db.transaction().execute((trx) =>
      enqueueEmail(trx, {
        to,
        subject: 'A reminder',
        text: 'Still waiting',
        client: { id: clientId, kind: 'reminder' },
      }),
    );

  it('skips a client who unsubscribed, is archived, was deleted, or whose address changed since', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const gone = await createClient(m.app, owner.cookie, { clientEmail: 'gone@example.com' });
      await callClients(m.app, owner.cookie, 'DELETE', `/${gone.id}`);
      const moved = await createClient(m.app, owner.cookie, { clientEmail: 'moved-new@example.com' });
      const stopped = await createClient(m.app, owner.cookie, { clientEmail: 'stopped@example.com' });
      await m.db
        .updateTable('projects')
        .set({ email_unsubscribed_at: new Date() })
        .where('id', '=', stopped.id)
        .execute();
      const shelved = await createClient(m.app, owner.cookie, { clientEmail: 'shelved@example.com' });
      await callClients(m.app, owner.cookie, 'POST', `/${shelved.id}/archive`);
      await queue(gone.id, 'gone@example.com');
      await queue(moved.id, 'moved-old@example.com');
      await queue(stopped.id, 'stopped@example.com');
      await queue(shelved.id, 'shelved@example.com');
      for (const to of ['gone@example.com', 'moved-old@example.com', 'stopped@example.com', 'shelved@example.com']) {
        await settled(to);
        expect(mailsTo(to), to).toHaveLength(0);
      }
      const lines = log.mock.calls.map((args) => args.join(' '));
      expect(lines.filter((l) => l.includes(gone.id))).toHaveLength(1);
      expect(lines.find((l) => l.includes(gone.id))).toContain('the client was deleted');
      expect(lines.find((l) => l.includes(moved.id))).toContain('the address changed');
      expect(lines.find((l) => l.includes(stopped.id))).toContain('unsubscribed');
      expect(lines.find((l) => l.includes(shelved.id))).toContain('archived');
    } finally {
      log.mockRestore();
    }
  });

  it('sends a queued reminder without touching the invitation status', async () => {
    const client = await createClient(m.app, owner.cookie, { clientEmail: 'remind@example.com' });
    await queue(client.id, 'remind@example.com');
    await waitFor(() => mailsTo('remind@example.com').length === 1, 'the reminder');
    await settled('remind@example.com');
    expect((await emailStatus(client.id)).invitation).toEqual({ queuedAt: null, sentAt: null });
  });
});

describe("'Send test email'", () => {
  it("reaches the owner's address, marked as a test, with both parts", async () => {
    const res = await m.app.request(
      '/api/settings/email/test',
      jsonRequest(
        'POST',
        {
          invitationSubject: 'Welcome, {{client_name}}',
          invitationBody: 'Your portal: {{link}}\n\n{{workspace_name}}',
        },
        { cookie: owner.cookie },
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sentTo: owner.email });
    await waitFor(() => mailsTo(owner.email).length === 1, 'the test email');
    const raw = mailsTo(owner.email)[0]?.raw ?? '';
    expect(header(raw, 'Subject')).toBe('[Test] Welcome, Jordan Lee');
    expect(header(raw, 'Reply-To')).toBe('hello@studio.example');
    expect(header(raw, 'List-Unsubscribe')).toBeUndefined();
    const body = decoded(raw);
    expect(body).toContain('Your portal: https://example.com/c/sample-portal-link');
    expect(body).toContain('Studio &#38; Co');
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
  });

  it('logs an owner mail refused for good, once, without retrying', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await m.app.request(
        '/api/settings/email/test',
        jsonRequest('POST', { invitationSubject: 'Hi', invitationBody: '{{link}}' }, { cookie: ownerBounces.cookie }),
      );
      expect(res.status).toBe(200);
      await settled(ownerBounces.email);
      const lines = error.mock.calls.map((args) => args.join(' ')).filter((l) => l.includes(ownerBounces.email));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('refused for good');
      expect(lines[0]).toContain('550');
      expect(await jobsTo(ownerBounces.email)).toHaveLength(1);
      expect(m.jobErrors.filter((e) => e.includes('No such user'))).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });
});
