import { randomUUID } from 'node:crypto';
import type { ClientResponse } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnsubscribed } from '../src/modules/clients/email-unsubscribe';
import { renderClientEmail } from '../src/modules/email/client-email';
import { unsubscribeToken } from '../src/modules/email/unsubscribe-token';
import { createMailer } from '../src/platform/mail/mailer';
import { callClients, createClient } from './helpers/clients';
import { ok } from './helpers/journeys';
import { createTestApp, fromAddress, jsonRequest, PUBLIC_URL, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Issue 20, mail: an email to a client carries a one-click unsubscribe (RFC 8058) and a visible
 * link. A GET of the link only asks (mail scanners follow links); a POST unsubscribes, for good.
 */
const SECRET = 'test-secret-test-secret-test-secret-00';

let t: TestApp;
let owner: { cookie: string; email: string };
let address = 0;
/** Each request from its own address, so the miss limit only counts where a test means it to. */
const from = () => fromAddress(`10.66.${(address >> 8) & 255}.${address++ & 255}`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t.app);
  await t.db.updateTable('workspaces').set({ name: 'Studio & Co', contact_email: 'hello@studio.example' }).execute();
});
afterAll(() => t.close());

const getPage = (path: string) => t.app.request(path, {}, from());
const postOneClick = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'List-Unsubscribe=One-Click',
    },
    from(),
  );
const unsubscribedAt = async (id: string) =>
  (await t.db.selectFrom('projects').select('email_unsubscribed_at').where('id', '=', id).executeTakeFirstOrThrow())
    .email_unsubscribed_at;
const detail = async (id: string) =>
  (await ok<ClientResponse>(callClients(t.app, owner.cookie, 'GET', `/${id}`))).client;

/** Sends the client an email through the outbox and answers the kept row and its unsubscribe path. */
async function mailTo(clientId: string, email: string) {
  const ws = await t.db
    .selectFrom('workspaces')
    .select(['name', 'logo_url', 'primary_color', 'contact_email'])
    .executeTakeFirstOrThrow();
  await createMailer({ db: t.db, from: 'Bloom <test@localhost>' }).send(
    renderClientEmail(
      {
        workspace: {
          name: ws.name,
          logoUrl: ws.logo_url,
          primaryColor: ws.primary_color,
          contactEmail: ws.contact_email,
        },
        client: { id: clientId, email },
        subject: 'Your onboarding',
        paragraphs: ['Hi Jo,'],
        action: { label: 'Open your portal', url: `${PUBLIC_URL}/portal/x` },
      },
      { origin: PUBLIC_URL, secret: SECRET },
    ),
  );
  const row = await t.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = /^<(http:\/\/localhost:3000(\/api\/unsubscribe\/[^>]+))>$/.exec(row.headers?.['List-Unsubscribe'] ?? '');
  if (!link?.[2]) throw new Error('no List-Unsubscribe header');
  return { row, path: link[2] };
}

describe('emails to clients', () => {
  it('keep their Reply-To, List-Unsubscribe headers, both parts and the footer link in the outbox', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'kept@example.com' });
    const { row, path } = await mailTo(client.id, 'kept@example.com');
    expect(row.reply_to).toBe('hello@studio.example');
    expect(row.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(row.text_body).toContain(`Unsubscribe: ${PUBLIC_URL}${path}`);
    expect(row.html_body).toContain(`href="${PUBLIC_URL}${path}"`);
    expect(row.html_body).toContain('Studio &#38; Co');
  });
});

describe('the unsubscribe link', () => {
  it('GET shows the confirmation in the workspace’s branding and changes nothing', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'ask@example.com' });
    const { path } = await mailTo(client.id, 'ask@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await getPage(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const page = await res.text();
      expect(page).toContain('Unsubscribe from Studio &#38; Co emails?');
      expect(page).toContain(`<form method="post" action="${path}">`);
      expect(page).not.toContain('<script');
    }
    expect(await unsubscribedAt(client.id)).toBeNull();
    expect((await detail(client.id)).emailUnsubscribedAt).toBeNull();
    expect(await isUnsubscribed(t.db, client.id)).toBe(false);
  });

  it('POST (one-click) unsubscribes, shows it to the owner, and again changes nothing', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'stop@example.com' });
    const { path } = await mailTo(client.id, 'stop@example.com');
    // A mail provider's one-click request: no Origin, no cookie.
    const res = await postOneClick(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    const first = await unsubscribedAt(client.id);
    expect(first).toBeInstanceOf(Date);
    expect(await isUnsubscribed(t.db, client.id)).toBe(true);
    expect((await detail(client.id)).emailUnsubscribedAt).toBe(first?.toISOString());

    const again = await postOneClick(path);
    expect(again.status).toBe(200);
    expect((await unsubscribedAt(client.id))?.getTime()).toBe(first?.getTime());
    const page = await (await getPage(path)).text();
    expect(page).toContain('You are unsubscribed');
    expect(page).not.toContain('<form');
  });

  it("POST of the page's own form (same origin) unsubscribes too", async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'form@example.com' });
    const { path } = await mailTo(client.id, 'form@example.com');
    const res = await postOneClick(path, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(await unsubscribedAt(client.id)).not.toBeNull();
  });

  it('lets the browser name its origin on that form: under no-referrer it would send Origin: null (refused)', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'policy@example.com' });
    const res = await getPage((await mailTo(client.id, 'policy@example.com')).path);
    expect(await res.text()).toContain('<meta name="referrer" content="same-origin">');
  });

  it('the owner cannot undo it by editing the client', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'kept-off@example.com' });
    await postOneClick((await mailTo(client.id, 'kept-off@example.com')).path);
    await callClients(t.app, owner.cookie, 'PATCH', `/${client.id}`, {
      clientName: 'Renamed',
      emailUnsubscribedAt: null,
    });
    expect((await detail(client.id)).emailUnsubscribedAt).not.toBeNull();
  });

  it('a JSON POST is refused with 400 and changes nothing', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'json@example.com' });
    const { path } = await mailTo(client.id, 'json@example.com');
    const res = await t.app.request(path, jsonRequest('POST', { 'List-Unsubscribe': 'One-Click' }), from());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('unsubscribe form');
    expect(await unsubscribedAt(client.id)).toBeNull();
  });

  it('an unknown, foreign, tampered or malformed token is a 404 page, and changes nothing', async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'keep@example.com' });
    const real = unsubscribeToken(client.id, SECRET);
    const bad = [
      unsubscribeToken(randomUUID(), SECRET), // signed, but no such client
      unsubscribeToken(client.id, 'another-instance-secret-0000000000'), // another secret's
      `${client.id}.${'A'.repeat(32)}`,
      `${real}x`,
      'not-a-token',
      encodeURIComponent('<script>'),
    ];
    for (const token of bad) {
      for (const res of [await getPage(`/api/unsubscribe/${token}`), await postOneClick(`/api/unsubscribe/${token}`)]) {
        expect(res.status, token).toBe(404);
        expect(res.headers.get('content-type')).toContain('text/html');
        const page = await res.text();
        expect(page).toContain('This link does not work');
        expect(page).not.toContain('<script>');
      }
    }
    expect(await unsubscribedAt(client.id)).toBeNull();
  });

  it("a deleted client's link is a 404", async () => {
    const client = await createClient(t.app, owner.cookie, { clientEmail: 'gone@example.com' });
    const { path } = await mailTo(client.id, 'gone@example.com');
    expect((await callClients(t.app, owner.cookie, 'DELETE', `/${client.id}`)).status).toBeLessThan(300);
    expect((await getPage(path)).status).toBe(404);
    expect((await postOneClick(path)).status).toBe(404);
    expect(await isUnsubscribed(t.db, client.id)).toBe(true);
  });

  it('limits unknown tokens per address (429 page), like the other public routes', async () => {
    const one = fromAddress('10.67.0.1');
    const miss = () => t.app.request(`/api/unsubscribe/${unsubscribeToken(randomUUID(), SECRET)}`, {}, one);
    for (let i = 0; i < 30; i++) expect((await miss()).status).toBe(404);
    const limited = await miss();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await limited.text()).toContain('Too many attempts');
  });
});

describe('the password reset email', () => {
  it('still arrives in the outbox, rendered by the same layout with html and text', async () => {
    const res = await t.app.request('/api/auth/request-password-reset', jsonRequest('POST', { email: owner.email }));
    expect(res.status).toBe(200);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Reset your Bloom password');
    expect(mail.text_body).toMatch(/Choose a new password: http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
    expect(mail.html_body).toContain('role="presentation"');
    expect(mail.html_body).toMatch(/href="http:\/\/localhost:3000\/reset-password\?token=[\w-]+"/);
    expect(mail.reply_to).toBeNull();
    expect(mail.headers).toBeNull();
  });
});
