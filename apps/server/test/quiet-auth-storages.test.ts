import { afterAll, beforeAll, expect, it } from 'vitest';
import { BETTER_AUTH_STORAGES, QuietAsyncLocalStorage } from '../src/modules/auth/quiet-async-storage';
import { createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * better-auth runs on our quiet storages (docs/decisions/044-kept-sessions.md): after a sign-up,
 * a sign-out and a signed-in read, none of its three storages is left on, so no promise hooks slow
 * the requests that follow.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("better-auth's storages are ours, and off once its work is done", async () => {
  const { cookie } = await signUpOwner(t.app);
  expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(200);
  const out = await t.app.request('/api/auth/sign-out', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(out.status).toBe(200);
  const context = (globalThis as unknown as Record<symbol, { context: Record<string, unknown> }>)[
    Symbol.for('better-auth:global')
  ]?.context;
  for (const key of BETTER_AUTH_STORAGES) {
    const storage = context?.[key];
    expect(storage, key).toBeInstanceOf(QuietAsyncLocalStorage);
    expect((storage as QuietAsyncLocalStorage<unknown>).inFlight, key).toBe(0);
    expect((storage as unknown as { enabled: boolean }).enabled, key).toBe(false);
  }
});
