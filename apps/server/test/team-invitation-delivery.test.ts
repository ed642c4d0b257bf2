import type { TeamInvitation, TeamResponse } from '@bloom/core';
import { getMigrations } from 'better-auth/db/migration';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS } from '../src/migrate';
import { authOptions } from '../src/modules/auth/auth';
import { createMailer } from '../src/platform/mail/mailer';
import { jobRows, waitFor } from './helpers/jobs';
import { createMailingApp, type MailingApp } from './helpers/mailing-app';
import { decoded, header } from './helpers/smtp';
import { call, invitationToken } from './helpers/team';
import { freshDatabase, signUpOwner, uniqueEmail } from './helpers/test-app';

/**
 * Issue 33, a team invitation's delivery honesty, with mail really leaving over SMTP: it reads
 * 'queued' until the mail server accepts it ('delivered'); a 550 at RCPT TO is 'refused' with the
 * server's answer and not retried; Resend queues it again; a revoked or re-sent invitation's
 * waiting mail never goes.
 */
let m: MailingApp;
let owner: { cookie: string; email: string };

/** Addresses the SMTP server refuses for good (550 at RCPT TO); a test may take one off. */
const refused = new Set<string>();

beforeAll(async () => {
  m = await createMailingApp({
    smtp: { refuse: (address) => refused.has(address) },
    // A failed try comes back after a second, not half a minute.
    queues: { 'send-email': { retryDelay: 1, retryBackoff: false } },
  });
  owner = await signUpOwner(m.app);
});
afterAll(() => m.close());

async function invite(email: string): Promise<TeamInvitation> {
  const res = await call(m.app, owner.cookie, 'POST', '/api/team/invitations', { email, role: 'member' });
  expect(res.status).toBe(201);
  return ((await res.json()) as { invitation: TeamInvitation }).invitation;
}
async function resend(id: string): Promise<TeamInvitation> {
  const res = await call(m.app, owner.cookie, 'POST', `/api/team/invitations/${id}/resend`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { invitation: TeamInvitation }).invitation;
}
async function listed(id: string): Promise<TeamInvitation | undefined> {
  const res = await call(m.app, owner.cookie, 'GET', '/api/team');
  expect(res.status).toBe(200);
  return ((await res.json()) as TeamResponse).invitations.find((i) => i.id === id);
}
const deliveryOf = async (id: string) => (await listed(id))?.delivery;
const mailsTo = (address: string) => m.smtp.received.filter((mail) => mail.to.includes(address));
const jobsTo = async (address: string) =>
  (await jobRows(m.db, 'send-email')).filter((job) => (job.data as unknown as { to: string }).to === address);
/** Every send-email job to `address` has finished (completed: sent, skipped or refused for good). */
const settled = (address: string, count: number) =>
  waitFor(async () => {
    const jobs = await jobsTo(address);
    return jobs.length === count && jobs.every((job) => job.state === 'completed');
  }, `the mail to ${address} to settle`);
/**
 * The mail server answers 451 to every message until `deliver()`: queued mail waits, retrying.
 * `tried()` waits for the first failed try, so the job has run once and holds its mail.
 */
function holdMail() {
  const since = m.jobErrors.length;
  m.smtp.failNext(1_000);
  return {
    tried: () => waitFor(() => m.jobErrors.slice(since).some((e) => e.includes('451')), 'a failed try'),
    deliver: () => m.smtp.failNext(0),
  };
}

describe('team invitation delivery', () => {
  it('reads queued when asked, delivered once the mail server accepted the branded mail', async () => {
    const email = uniqueEmail('accepted');
    const invitation = await invite(email);
    expect(invitation).toMatchObject({ delivery: 'queued', deliveredAt: null, refusedReason: null });

    await waitFor(async () => (await deliveryOf(invitation.id)) === 'delivered', 'delivered');
    const after = await listed(invitation.id);
    expect(after?.queuedAt).toBe(invitation.queuedAt);
    expect(Date.parse(after?.deliveredAt ?? '')).toBeGreaterThanOrEqual(Date.parse(invitation.queuedAt));
    expect(after?.refusedReason).toBeNull();
    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(header(mail?.raw ?? '', 'Subject')).toMatch(/invited you to .+ on Bloom/);
    expect(decoded(mail?.raw ?? '')).toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
  });

  it('stays queued while the mail server answers 451, and is delivered by the retry', async () => {
    const email = uniqueEmail('later');
    const held = holdMail();
    const invitation = await invite(email);
    await held.tried();
    expect(await deliveryOf(invitation.id)).toBe('queued');
    held.deliver();
    await waitFor(async () => (await deliveryOf(invitation.id)) === 'delivered', 'delivered after the retry');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a 550 at RCPT TO reads refused with the reason, is not retried; Resend queues it again', async () => {
    const email = uniqueEmail('refused');
    refused.add(email);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let invitation: TeamInvitation;
    try {
      invitation = await invite(email);
      await waitFor(async () => (await deliveryOf(invitation.id)) === 'refused', 'the refusal');
      await settled(email, 1);
      const lines = logged.mock.calls.map((args) => args.join(' ')).filter((l) => l.includes(invitation.id));
      expect(lines).toEqual([expect.stringContaining('refused for good: 550 5.1.1 No such user here')]);
    } finally {
      logged.mockRestore();
    }
    const seen = await listed(invitation.id);
    expect(seen).toMatchObject({ delivery: 'refused', deliveredAt: null });
    expect(seen?.refusedReason).toContain('550');
    expect(seen?.refusedReason).toContain('No such user here');
    expect(mailsTo(email)).toHaveLength(0);
    expect(m.jobErrors.filter((e) => e.includes(email) || e.includes('No such user'))).toEqual([]);

    // The mailbox is fixed: Resend queues a new email, and this one is delivered.
    refused.delete(email);
    const again = await resend(invitation.id);
    expect(again).toMatchObject({ delivery: 'queued', deliveredAt: null, refusedReason: null });
    expect(Date.parse(again.queuedAt)).toBeGreaterThan(Date.parse(invitation.queuedAt));
    await waitFor(async () => (await deliveryOf(invitation.id)) === 'delivered', 'the resent invitation');
    await settled(email, 2);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("never sends a revoked invitation's waiting mail", async () => {
    const email = uniqueEmail('revoked');
    const held = holdMail();
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const invitation = await invite(email);
      await held.tried();
      const res = await call(m.app, owner.cookie, 'DELETE', `/api/team/invitations/${invitation.id}`);
      expect(res.status).toBe(200);
      held.deliver();
      await settled(email, 1);
      expect(logged.mock.calls.map((args) => args.join(' '))).toContainEqual(
        expect.stringContaining(`team invitation ${invitation.id} not sent`),
      );
    } finally {
      logged.mockRestore();
    }
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('sends only the newest link when Resend comes before the first mail went', async () => {
    const email = uniqueEmail('resent');
    const held = holdMail();
    const invitation = await invite(email);
    await held.tried();
    const first = await invitationToken(m, email);
    await resend(invitation.id);
    const second = await invitationToken(m, email);
    expect(second).not.toBe(first);
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      held.deliver();
      await settled(email, 2);
      expect(logged.mock.calls.map((args) => args.join(' '))).toContainEqual(expect.stringContaining('not sent (job'));
    } finally {
      logged.mockRestore();
    }
    // The mail that went carries the live link: the older job saw its token replaced and stopped.
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const sent = decoded(mails[0]?.raw ?? '');
    expect(sent).toContain(`/invite/${second}`);
    expect(sent).not.toContain(first);
    expect(await deliveryOf(invitation.id)).toBe('delivered');
  });
});

describe('migration 022', () => {
  it('counts an invitation queued before it as delivered then', async () => {
    const { db, drop } = await freshDatabase();
    try {
      const mailer = createMailer({ db, from: 'Bloom <test@localhost>' });
      await (
        await getMigrations(authOptions({ db, mailer, secret: 'x'.repeat(40), isProduction: false }))
      ).runMigrations();
      const before = (next: string) =>
        new Migrator({
          db,
          provider: {
            getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).filter(([n]) => n < next)),
          },
        }).migrateToLatest();
      expect((await before('022')).error).toBeUndefined();
      const raw = (q: ReturnType<typeof sql>) => q.execute(db as Kysely<unknown>);
      await raw(sql`INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
        VALUES ('u1', 'Owner', 'o@example.com', true, now(), now())`);
      const [w] = (await raw(sql`INSERT INTO workspaces (user_id) VALUES ('u1') RETURNING id`)).rows as {
        id: string;
      }[];
      await raw(sql`INSERT INTO workspace_invitations (workspace_id, email, role, token_hash, expires_at, sent_at)
        VALUES (${w?.id}, 'old@example.com', 'member', 'hash-1', now() + interval '1 day', now() - interval '1 hour')`);

      expect((await before('023')).error).toBeUndefined();
      const row = await db
        .selectFrom('workspace_invitations')
        .select(['queued_at', 'delivered_at', 'refused_at', 'refused_reason'])
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).toEqual(row.queued_at);
      expect(Date.now() - new Date(row.queued_at).getTime()).toBeGreaterThan(59 * 60_000);
      expect(row).toMatchObject({ refused_at: null, refused_reason: null });
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
