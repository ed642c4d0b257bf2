import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/modules/auth/auth';
import { createSessionReader } from '../src/modules/auth/session-reader';
import { createMailer } from '../src/platform/mail/mailer';
import { createTestApp, PUBLIC_URL, signUpOwner, TEST_SECRET, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie?: string) => t.app.request('/api/me', { headers: cookie ? { cookie } : {} });
/** An owner route: refused (401) unless the session is good; /api/me answers null instead. */
const ownerRead = (cookie?: string) => t.app.request('/api/clients', { headers: cookie ? { cookie } : {} });

/** The session cookie's token, and the cookie with another value in its place. */
function sessionCookie(cookie: string) {
  const match = /better-auth\.session_token=([^;]+)/.exec(cookie);
  if (!match?.[1]) throw new Error('no session cookie');
  const [token = '', signature = ''] = decodeURIComponent(match[1]).split('.');
  const withValue = (value: string) => cookie.replace(match[1] ?? '', encodeURIComponent(value));
  return { token, signature, withValue };
}

const expiresAt = async (token: string) =>
  (await sql<{ expiresAt: Date }>`SELECT "expiresAt" FROM "session" WHERE token = ${token}`.execute(t.db)).rows[0]
    ?.expiresAt;

describe('the session cookie', () => {
  it('signs the owner in with their workspace, read once and kept across requests', async () => {
    const { cookie } = await signUpOwner(t.app);
    const first = (await (await me(cookie)).json()) as { user: { email: string }; workspace: { id: string } };
    const second = (await (await me(cookie)).json()) as { workspace: { id: string } };
    expect(first.user.email).toMatch(/@example\.com$/);
    expect(second.workspace.id).toBe(first.workspace.id);
  });

  it('is refused without a cookie, with a forged signature, an unsigned token or an unknown token', async () => {
    const { cookie } = await signUpOwner(t.app);
    const { token, signature, withValue } = sessionCookie(cookie);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await ownerRead()).status).toBe(401);
    expect((await ownerRead('theme=dark')).status).toBe(401);
    expect((await ownerRead(withValue(`${token}.${flipped}`))).status).toBe(401);
    expect((await ownerRead(withValue(token))).status).toBe(401);
    expect((await ownerRead(withValue(`unknown-token.${signature}`))).status).toBe(401);
    expect((await ownerRead(cookie)).status).toBe(200);
  });

  it('is refused once the session has expired', async () => {
    const { cookie } = await signUpOwner(t.app);
    const { token } = sessionCookie(cookie);
    await sql`UPDATE "session" SET "expiresAt" = now() - interval '1 second' WHERE token = ${token}`.execute(t.db);
    expect((await ownerRead(cookie)).status).toBe(401);
    expect(await (await me(cookie)).json()).toBeNull();
  });

  it('leaves a session due for its sliding refresh to better-auth, which extends it', async () => {
    const { cookie } = await signUpOwner(t.app);
    const { token } = sessionCookie(cookie);
    // Thirty-day sessions are extended once they are a day old: make this one two days old.
    await sql`UPDATE "session" SET "expiresAt" = now() + interval '28 days' WHERE token = ${token}`.execute(t.db);
    const before = new Date((await expiresAt(token)) ?? 0).getTime();
    expect((await me(cookie)).status).toBe(200);
    const after = new Date((await expiresAt(token)) ?? 0).getTime();
    expect(after - before).toBeGreaterThan(24 * 60 * 60 * 1000);
  });
});

describe('what the session query reads with it', () => {
  it('gates on the subscription as it is now, and answers the profile variant as it is now', async () => {
    const { cookie } = await signUpOwner(t.app);
    const journeys = () => t.app.request('/api/journeys', { headers: { cookie } });
    const userId = ((await (await me(cookie)).json()) as { user: { id: string } }).user.id;
    expect((await journeys()).status).toBe(200);
    await sql`UPDATE subscriptions SET subscription_status = 'canceled' WHERE user_id = ${userId}`.execute(t.db);
    expect((await journeys()).status).toBe(402);
    await sql`DELETE FROM subscriptions WHERE user_id = ${userId}`.execute(t.db);
    expect((await journeys()).status).toBe(402);
    await sql`UPDATE profiles SET message_variant = 'c' WHERE id = ${userId}`.execute(t.db);
    const body = (await (await me(cookie)).json()) as { profile: { messageVariant: string } };
    expect(body.profile.messageVariant).toBe('c');
  });
});

describe("the user's name (what an action records as who took it)", () => {
  it('is read in the session query itself, as it is at that request (a kept session: checked, then read again)', async () => {
    const { cookie } = await signUpOwner(t.app);
    const { token, signature } = sessionCookie(cookie);
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const auth = createAuth({
      db: t.db,
      mailer: createMailer({ db: t.db, from: 'Bloom <test@localhost>' }),
      secret: TEST_SECRET,
      publicUrl: PUBLIC_URL,
      trustProxy: 0,
      isProduction: false,
    });
    const read = createSessionReader(auth, t.db.withPlugin(counting));
    const signedIn = () =>
      read(
        () => `${token}.${signature}`,
        () => new Headers({ cookie }),
      );

    expect((await signedIn())?.user.name).toBe('Avery Stone');
    expect(queries).toBe(1);
    queries = 0;
    // Kept: one small check of the session's row and its workspace's version.
    const { id } = (await signedIn())?.user ?? { id: '' };
    expect(queries).toBe(1);
    await sql`UPDATE "user" SET name = 'Avery Renamed' WHERE id = ${id}`.execute(t.db);
    queries = 0;
    // The rename moved the workspace's version: the check, then the session read in full.
    expect((await signedIn())?.user.name).toBe('Avery Renamed');
    expect(queries).toBe(2);
  });
});
