import { MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  appOn,
  cookiesFrom,
  fromAddress,
  GOOD_PASSWORD,
  jsonRequest,
  signUpOwner,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app';
import { useTestApp } from './helpers/use-test-app';

let t: TestApp;
useTestApp([], (env) => ({ t } = env));

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, jsonRequest('POST', body, headers));

async function latestResetToken(email: string): Promise<string> {
  const mail = await t.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text_body);
  if (!match?.[1]) throw new Error('no reset link in the email');
  return match[1];
}

describe('sign up', () => {
  it('creates the account, a session cookie and a profile with the message variant', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/sign-up/email', {
      name: 'Jo Rivera',
      email,
      password: GOOD_PASSWORD,
      messageVariant: 'b',
    });
    expect(res.status).toBe(200);
    const cookie = cookiesFrom(res);
    expect(await res.json()).not.toHaveProperty('token');
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join(';')).toMatch(/SameSite=Lax/i);

    const me = await t.app.request('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string; name: string };
      workspace: { name: string; primaryColor: string };
      profile: { messageVariant: string };
    };
    expect(body.user).toMatchObject({ email, name: 'Jo Rivera' });
    expect(body.workspace).toMatchObject({ name: 'My Workspace', primaryColor: '#14b8a6' });
    expect(body.profile.messageVariant).toBe('b');
  });

  it('refuses a password that meets fewer than 4 of the 5 checks', async () => {
    const res = await post('/api/auth/sign-up/email', { name: 'A', email: uniqueEmail(), password: 'abcdefgh' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: MESSAGES.passwordPolicy } });
  });

  it('refuses missing fields, a bad email, a bad variant and non-JSON with clear 400s', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: uniqueEmail(), password: GOOD_PASSWORD }, 'Full name is required'],
      [{ name: 'A', email: 'not-an-email', password: GOOD_PASSWORD }, 'Please enter a valid email address'],
      [{ name: 'A', email: uniqueEmail(), password: '12345' }, MESSAGES.passwordTooShort],
      [
        { name: 'A', email: uniqueEmail(), password: GOOD_PASSWORD, messageVariant: 'z' },
        'Invalid option: expected one of "a"|"b"|"c"|"d"',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/auth/sign-up/email', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    const notJson = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a second account with the same email with 409', async () => {
    const { email } = await signUpOwner(t.app);
    const res = await post('/api/auth/sign-up/email', { name: 'B', email, password: GOOD_PASSWORD });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: expect.any(String), message: MESSAGES.emailTaken } });
  });
});

describe('sign in and out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { email } = await signUpOwner(t.app);
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'Wrong#Password1' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.invalidCredentials);

    const ok = await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect(ok.status).toBe(200);
    const signedIn = await ok.json();
    expect(signedIn).toMatchObject({ user: { email } });
    expect(signedIn).not.toHaveProperty('token');
    const cookie = cookiesFrom(ok);
    expect(await (await t.app.request('/api/me', { headers: { cookie } })).json()).toMatchObject({ user: { email } });
    // The session lives in the http-only cookie: get-session gives page scripts no copy of its token.
    const res = await t.app.request('/api/auth/get-session', { headers: { cookie } });
    const session = (await res.json()) as { session: Record<string, unknown> };
    expect(session).toMatchObject({ user: { email }, session: { userId: expect.any(String) } });
    expect(session.session).not.toHaveProperty('token');

    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    const after = await t.app.request('/api/me', { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(await after.json()).toBeNull();
    expect((await t.app.request('/api/clients', { headers: { cookie } })).status).toBe(401);
  });

  it('answers a signed-out session check with 200 and no session, and owner routes with 401', async () => {
    // A stranger's page asks who is signed in: not an error the browser would log.
    const me = await t.app.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toBeNull();
    for (const path of ['/api/clients', '/api/dashboard', '/api/journeys', '/api/workspace']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'AUTH_REQUIRED', message: MESSAGES.authRequired } });
    }
  });

  it('rate-limits failed sign-ins per account with 429 and a clear message', async () => {
    const { email } = await signUpOwner(t.app);
    // Successful sign-ins do not count against the account.
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post('/api/auth/sign-in/email', { email, password: 'Wrong#Password1' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.tooManyAttempts);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The count lives in the database, where every instance sees it.
    const row = await t.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `sign-in:account:${email}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(10);
    // Locked out even with the right password until the window ends.
    expect((await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(429);
  });
});

describe('password reset', () => {
  it('mails a link to /reset-password that sets a new password once', async () => {
    const { email } = await signUpOwner(t.app);
    const req = await post('/api/auth/request-password-reset', {
      email,
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(req.status).toBe(200);
    const token = await latestResetToken(email);

    expect((await t.app.request(`/api/password-reset/verify?token=${token}`)).status).toBe(200);

    const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'Evergreen$2027' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    expect((await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await post('/api/auth/sign-in/email', { email, password: 'Evergreen$2027' })).status).toBe(200);

    // A used token is gone.
    const again = await t.app.request(`/api/password-reset/verify?token=${token}`);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: MESSAGES.invalidResetLink } });
    const reuse = await post('/api/auth/reset-password', { token, newPassword: 'Evergreen$2028' });
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.invalidResetLink);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await post('/api/auth/request-password-reset', { email });
    expect(res.status).toBe(200);
    const mails = await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute();
    expect(mails).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpOwner(t.app);
    await post('/api/auth/request-password-reset', { email });
    const token = await latestResetToken(email);
    await t.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('identifier', '=', `reset-password:${token}`)
      .execute();
    expect((await t.app.request(`/api/password-reset/verify?token=${token}`)).status).toBe(400);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Evergreen$2027' })).status).toBe(400);
  });
});

describe('a successful reset', () => {
  it('signs the owner in and revokes every other session of the account', async () => {
    const { email, cookie: signUpSession } = await signUpOwner(t.app);
    const signIn = await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const otherDevice = cookiesFrom(signIn);
    expect(await (await t.app.request('/api/me', { headers: { cookie: otherDevice } })).json()).toMatchObject({
      user: { email },
    });

    await post('/api/auth/request-password-reset', { email });
    const reset = await post('/api/auth/reset-password', {
      token: await latestResetToken(email),
      newPassword: 'Evergreen$2027',
    });
    expect(reset.status).toBe(200);
    const body = await reset.json();
    expect(body).toEqual({ status: true });
    expect(JSON.stringify(body)).not.toContain('token');

    for (const old of [signUpSession, otherDevice]) {
      expect((await t.app.request('/api/clients', { headers: { cookie: old } })).status).toBe(401);
    }
    const session = reset.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).toMatch(/HttpOnly/i);
    const me = await t.app.request('/api/me', { headers: { cookie: cookiesFrom(reset) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });
  });

  it('sets no cookie when the reset fails', async () => {
    const res = await post('/api/auth/reset-password', { token: 'made-up-token', newPassword: 'Evergreen$2027' });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
  });
});

describe('reset links', () => {
  let n = 0;
  async function requestResetLink(app: ReturnType<typeof appOn>, url: string, headers: Record<string, string> = {}) {
    const { email } = await signUpOwner(t.app);
    // Each from its own address, to stay clear of the per-address limit.
    const res = await app.request(url, jsonRequest('POST', { email }, headers), fromAddress(`192.0.2.${++n}`));
    expect(res.status).toBe(200);
    const mail = await t.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    return /(\S+)\/reset-password\?token=/.exec(mail.text_body)?.[1];
  }

  it('follow the host the request came to when PUBLIC_URL is unset', async () => {
    const unconfigured = appOn(t.db, { publicUrl: null });
    expect(await requestResetLink(unconfigured, 'http://127.0.0.1:3000/api/auth/request-password-reset')).toBe(
      'http://127.0.0.1:3000',
    );
    expect(
      await requestResetLink(unconfigured, '/api/auth/request-password-reset', { host: '192.168.1.20:3000' }),
    ).toBe('http://192.168.1.20:3000');
  });

  it('ignore X-Forwarded-Host and -Proto unless TRUST_PROXY is on', async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const url = 'http://127.0.0.1:3000/api/auth/request-password-reset';
    expect(await requestResetLink(appOn(t.db, { publicUrl: null }), url, forwarded)).toBe('http://127.0.0.1:3000');
    expect(await requestResetLink(appOn(t.db, { publicUrl: null, trustProxy: 1 }), url, forwarded)).toBe(
      'https://evil.example',
    );
  });

  it('follow PUBLIC_URL when it is set, whatever the request says', async () => {
    const configured = appOn(t.db, { publicUrl: 'https://app.example.com', trustProxy: 1 });
    expect(
      await requestResetLink(configured, 'http://127.0.0.1:3000/api/auth/request-password-reset', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      }),
    ).toBe('https://app.example.com');
  });
});

describe('rate limits per client address', () => {
  // 10 reset requests per address per hour; each to a new (unknown) email so only the address counts.
  const resetRequests = async (
    app: ReturnType<typeof appOn>,
    count: number,
    from: (i: number) => [string, string?],
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const [socket, xff] = from(i);
      const headers: Record<string, string> = xff ? { 'x-forwarded-for': xff } : {};
      const res = await app.request(
        '/api/auth/request-password-reset',
        jsonRequest('POST', { email: uniqueEmail('limit') }, headers),
        fromAddress(socket),
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  it('without TRUST_PROXY, count the socket address and ignore X-Forwarded-For', async () => {
    // A client writing a new X-Forwarded-For each time does not get a new limit.
    const statuses = await resetRequests(t.app, 11, (i) => ['198.51.100.1', `203.0.113.${i}`]);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('with TRUST_PROXY, count the address the proxy forwarded, not the proxy', async () => {
    const proxied = appOn(t.db, { trustProxy: 1 });
    // Twelve visitors through one proxy: each has their own limit.
    const visitors = await resetRequests(proxied, 12, (i) => ['10.9.0.1', `198.51.100.${100 + i}`]);
    expect(visitors.every((s) => s === 200)).toBe(true);
    // One visitor forging entries left of the one the proxy appended still shares one limit.
    const forger = await resetRequests(proxied, 11, (i) => ['10.9.0.1', `1.2.3.${i}, 198.51.100.200`]);
    expect(forger.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(forger[10]).toBe(429);
  });

  it('with TRUST_PROXY=2, take the entry the outer proxy wrote', async () => {
    const proxied = appOn(t.db, { trustProxy: 2 });
    const statuses = await resetRequests(proxied, 11, (i) => ['10.9.0.2', `1.2.3.${i}, 198.51.100.201, 10.8.0.1`]);
    expect(statuses[10]).toBe(429);
    const row = await t.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'reset-request:ip:198.51.100.201')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(11);
  });
});
