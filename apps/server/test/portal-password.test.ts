import { ERROR_CODES, PORTAL_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { callClients } from './helpers/clients';
import { fieldPart, filePart } from './helpers/deliverables';
import { fails, ok } from './helpers/journeys';
import { callPortal, DEFAULT_BRANDING, getPortal, portalClient, uploadToPortal } from './helpers/portal';
import { PNG } from './helpers/storage';
import { cookiesFrom, fromAddress, jsonRequest, type TestApp } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/** A portal with a password: argon2id check, the portal cookie, and the limits on guessing. */

let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

const signIn = (token: string, password: string, address = '10.1.0.1') =>
  app.request(`/api/portal/${token}/session`, jsonRequest('POST', { password }), fromAddress(address));

describe('portal password', () => {
  it('asks for the password (401 with the branding) on every portal endpoint until it is given', async () => {
    const { token, stages } = await portalClient(app, owner.cookie, { password: 'garden-gate' });
    const res = await callPortal(app, token, 'GET');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: ERROR_CODES.PORTAL_PASSWORD_REQUIRED, message: PORTAL_MESSAGES.passwordNeeded },
      branding: DEFAULT_BRANDING,
    });
    for (const [method, path] of [
      ['PUT', `/stages/${stages.intake}/draft`],
      ['POST', `/stages/${stages.intake}/submit`],
      ['GET', '/files/3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b'],
      ['POST', '/deliverables/3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b/review'],
    ] as const) {
      const body = method === 'GET' ? undefined : { answers: {}, decision: 'approved' };
      const r = await callPortal(app, token, method, path, body);
      expect(r.status, `${method} ${path}`).toBe(401);
    }
    const upload = await uploadToPortal(app, token, [fieldPart('stageId', stages.intake), filePart('a.png', PNG)]);
    expect(upload.status).toBe(401);
    // An owner's session is no way in: the portal knows only its own cookie.
    expect((await callPortal(app, token, 'GET', '', undefined, owner.cookie)).status).toBe(401);
  });

  it('a wrong password is refused; the right one sets an http-only cookie for this portal only', async () => {
    const { token } = await portalClient(app, owner.cookie, { password: 'garden-gate' });
    await fails(signIn(token, 'wrong-one'), 401, PORTAL_MESSAGES.wrongPassword);
    await fails(signIn(token, ''), 400, PORTAL_MESSAGES.passwordRequired);
    const res = await signIn(token, 'garden-gate');
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toContain(`Path=/api/portal/${token}`);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const cookie = cookiesFrom(res);
    const page = await getPortal(app, token, cookie);
    expect(page.client.clientName).toBe('Jo Client');

    // The cookie opens no other portal, even of the same owner with the same password.
    const other = await portalClient(app, owner.cookie, { password: 'garden-gate' });
    expect((await callPortal(app, other.token, 'GET', '', undefined, cookie)).status).toBe(401);
  });

  it('a new password ends earlier cookies; removing it opens the portal by link alone', async () => {
    const { client, token } = await portalClient(app, owner.cookie, { password: 'garden-gate' });
    const cookie = cookiesFrom(await signIn(token, 'garden-gate'));
    await getPortal(app, token, cookie);
    await ok(callClients(app, owner.cookie, 'PUT', `/${client.id}/password`, { password: 'new-gate-2' }));
    expect((await callPortal(app, token, 'GET', '', undefined, cookie)).status).toBe(401);
    await ok(callClients(app, owner.cookie, 'DELETE', `/${client.id}/password`));
    await getPortal(app, token);
    // Without a password there is nothing to prove; the session call is a no-op.
    expect((await signIn(token, 'anything')).status).toBe(200);
  });

  it('a forged or stale cookie is refused', async () => {
    const { token } = await portalClient(app, owner.cookie, { password: 'garden-gate' });
    const real = cookiesFrom(await signIn(token, 'garden-gate'));
    const [, value] = real.split('=');
    const [issued, mac] = (value ?? '').split('.');
    const stale = `bloom_portal=${Number(issued) - 31 * 24 * 3600}.${mac}`;
    const forged = `bloom_portal=${issued}.${'A'.repeat(43)}`;
    for (const cookie of [stale, forged, 'bloom_portal=garbage']) {
      expect((await callPortal(app, token, 'GET', '', undefined, cookie)).status).toBe(401);
    }
  });

  it('5 wrong passwords per portal and address in 15 minutes → 429, even for the right one', async () => {
    const { token } = await portalClient(app, owner.cookie, { password: 'garden-gate' });
    for (let i = 0; i < 5; i++)
      await fails(signIn(token, `wrong-${i}`, '10.2.0.1'), 401, PORTAL_MESSAGES.wrongPassword);
    const blocked = await signIn(token, 'garden-gate', '10.2.0.1');
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(
      PORTAL_MESSAGES.tooManyPasswordTries,
    );
    expect(blocked.headers.get('retry-after')).toBe('900');
    // Another address is not blocked.
    expect((await signIn(token, 'garden-gate', '10.2.0.2')).status).toBe(200);
  });
});

describe('token guessing', () => {
  it('an address that keeps missing is blocked (429), even for a real link; others are not', async () => {
    const { token } = await portalClient(app, owner.cookie);
    const get = (tok: string, address: string) => app.request(`/api/portal/${tok}`, {}, fromAddress(address));
    for (let i = 0; i < 30; i++) {
      expect((await get(`guess-${i}-${'x'.repeat(30)}`, '10.3.0.1')).status).toBe(404);
    }
    const blocked = await get(token, '10.3.0.1');
    expect(blocked.status).toBe(429);
    expect((await get(token, '10.3.0.2')).status).toBe(200);
  });
});
