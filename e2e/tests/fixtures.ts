import { test as base, expect } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support';

export interface Owner {
  email: string;
  name: string;
}

/**
 * `owner`: a fresh account signed in through the API (its session cookie lands in the page's
 * context) with a trialing start-plan subscription from the test billing provider, past the
 * setup wizard, for specs that are about what happens after sign-in, checkout and setup.
 */
export const test = base.extend<{ owner: Owner }>({
  owner: async ({ page, baseURL }, use) => {
    const owner = { email: uniqueEmail('fixture'), name: 'Robin Hale' };
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { ...owner, password: PASSWORD },
      headers: { origin: baseURL ?? '' },
    });
    expect(res.status()).toBe(200);
    const headers = { origin: baseURL ?? '' };
    const checkout = await page.request.post('/api/billing/checkout', { data: { plan: 'start' }, headers });
    expect(checkout.status()).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const done = await page.request.post(`/api/billing/test/checkout/${sessionId}/complete`, { headers });
    expect(done.status()).toBe(200);
    // Past the setup wizard, as an owner who finished or left it (setup-wizard.spec.ts covers it).
    const setUp = await page.request.patch('/api/workspace', { data: { onboardingCompleted: true }, headers });
    expect(setUp.status()).toBe(200);
    await use(owner);
  },
});

/**
 * `test` for the specs whose every test runs as that owner: the fixture runs for each test without
 * the test naming it (a test that reads the owner still names it, and gets the same one).
 */
export const ownerTest = test.extend<{ signedIn: undefined }>({
  signedIn: [
    async ({ owner }, use) => {
      void owner;
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
