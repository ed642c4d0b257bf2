import { MESSAGES, PAYMENT_MESSAGES, toMinor } from '@bloom/core';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, isRateLimited, type RateRule } from '../../kernel/rate-limit';
import { ServiceError } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import { STATUS_BY_CODE } from '../../platform/http/errors';
import { describeRoute, errors } from '../../platform/http/openapi';
import { sameOriginOnly } from '../../platform/http/security';
import {
  isTestPaymentProvider,
  type PaymentProvider,
  type ProviderEvent,
  type TestAction,
} from '../../platform/payments';
import { renderTestCheckoutPage, TEST_PAGE_TEXTS, type TestCheckoutView } from './test-checkout-page';

/** Session ids that name nothing, per address: someone guessing (a real one costs no write). */
export const TEST_CHECKOUT_MISS_RULE: RateRule = { limit: 30, windowSeconds: 15 * 60 };
/** Actions per address: generous for a person clicking through, a wall for a loop. */
export const TEST_CHECKOUT_ACTION_RULE: RateRule = { limit: 300, windowSeconds: 15 * 60 };
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ACTIONS = ['pay', 'decline', 'cancel', 'refund'] as const;
type Action = (typeof ACTIONS)[number];

export interface TestCheckoutPagesDeps extends Pick<ModuleDeps, 'db' | 'rateLimitScale' | 'links'> {
  provider: PaymentProvider;
  /** The application's handling of a provider event, the same the Stripe webhook calls (apply-provider-event). */
  onEvent: (event: ProviderEvent) => Promise<unknown>;
}

const PAGE_PATH = '/pay/test/:sessionId';
const tags = ['Payments (test mode)'];
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const params = z.object({ sessionId: z.string().meta({ description: "The test checkout's id (cs_test_…)" }) });
const formBody = z.object({
  action: z.enum(ACTIONS),
  amount: z.string().optional().meta({ description: 'refund: the amount in major units ("12.50")' }),
});

/**
 * GET/POST /pay/test/{sessionId}: the test provider's checkout page, public (the session id is the
 * secret) and only when PAYMENTS_PROVIDER=test. Each action records the session's new state at the
 * "provider", then hands its event to `onEvent` exactly as a verified webhook would be.
 */
export function testCheckoutPages(app: Router, deps: TestCheckoutPagesDeps) {
  const { db, provider, onEvent, links } = deps;
  if (!isTestPaymentProvider(provider)) {
    // Real payments, or none: the address says so plainly rather than falling through to the web app.
    app.all(PAGE_PATH, (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
      const view = {
        kind: 'error' as const,
        title: TEST_PAGE_TEXTS.notFoundTitle,
        message: provider.enabled ? PAYMENT_MESSAGES.testDisabled : PAYMENT_MESSAGES.paymentsOff,
      };
      return c.html(renderTestCheckoutPage(view), 404);
    });
    return;
  }
  const { sessions } = provider;
  const scaled = (rule: RateRule) => ({ ...rule, limit: rule.limit * deps.rateLimitScale });
  const missRule = scaled(TEST_CHECKOUT_MISS_RULE);
  const actionRule = scaled(TEST_CHECKOUT_ACTION_RULE);

  const page = (c: Context, view: TestCheckoutView, status: 200 | 400 | 404 | 405 | 409 | 413 | 429) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (status === 429) c.header('Retry-After', String(missRule.windowSeconds));
    return c.html(renderTestCheckoutPage(view), status);
  };
  const errorPage = (c: Context, status: 400 | 404 | 405 | 409 | 413 | 429, message: string) => {
    const title =
      status === 404
        ? TEST_PAGE_TEXTS.notFoundTitle
        : status === 429
          ? TEST_PAGE_TEXTS.tooManyTitle
          : TEST_PAGE_TEXTS.badRequestTitle;
    return page(c, { kind: 'error', title, message }, status);
  };
  const tooMany = (c: Context) => errorPage(c, 429, TEST_PAGE_TEXTS.tooManyBody);

  /** The session, or the page to answer instead (an unknown id counts against the address). */
  const resolve = async (c: Context, key: string) => {
    if (await isRateLimited(db, key, missRule)) return { answer: tooMany(c) };
    const session = await sessions.find(c.req.param('sessionId') ?? '');
    if (session) return { session };
    const { allowed } = await hitRateLimit(db, key, missRule);
    return { answer: allowed ? errorPage(c, 404, PAYMENT_MESSAGES.testSessionNotFound) : tooMany(c) };
  };
  const missKey = (c: Context) => `test-checkout-miss:${clientAddress(c, links.trustProxy)}`;

  const show = describeRoute(app, 'GET /pay/test/{sessionId}', {
    tags,
    summary: 'The test checkout page: "Test mode — no real payment", Pay / Decline / Cancel, Refund once paid',
    request: { params },
    responses: {
      200: htmlPage('The page (no script: forms only)'),
      404: htmlPage('No such test checkout'),
      429: htmlPage('Too many unknown ids from this address'),
    },
  });
  app.on(show.method, show.path, async (c) => {
    const { session, answer } = await resolve(c, missKey(c));
    if (!session) return answer;
    return page(c, { kind: 'session', session, action: c.req.path }, 200);
  });

  const act = describeRoute(app, 'POST /pay/test/{sessionId}', {
    tags,
    summary:
      'An action on the test checkout: pay, decline, cancel (303 to the success or cancel URL) or refund (303 back)',
    request: { params, body: { content: { 'application/x-www-form-urlencoded': { schema: formBody } } } },
    responses: {
      303: { description: 'Done: on to the success or cancel URL, or back to the page after a refund' },
      400: htmlPage('Not a form, an unknown action, or a refund amount over what is left'),
      403: errors[403],
      404: htmlPage('No such test checkout'),
      409: htmlPage('The checkout is closed (already paid, declined or cancelled), or not paid for a refund'),
      413: htmlPage('The form is too large'),
      429: htmlPage('Too many actions or unknown ids from this address'),
    },
  });
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => errorPage(c, 413, MESSAGES.validationError) });
  app.on(act.method, act.path, sameOriginOnly(links), limit, async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (!type || !FORM_TYPES.includes(type))
      return errorPage(c, 400, 'Send the form (application/x-www-form-urlencoded).');
    const address = clientAddress(c, links.trustProxy);
    if (!(await hitRateLimit(db, `test-checkout-action:${address}`, actionRule)).allowed) return tooMany(c);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return errorPage(c, 400, MESSAGES.validationError);
    }
    const { session, answer } = await resolve(c, missKey(c));
    if (!session) return answer;
    const action = form.action;
    if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
      return errorPage(c, 400, 'Choose pay, decline, cancel or refund.');
    }
    let done: TestAction;
    try {
      done = await run(action as Action, session.id, session.currency, form.amount);
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      const status = STATUS_BY_CODE[err.code];
      if (status !== 400 && status !== 404 && status !== 409) throw err;
      // The page again, saying why (a refund over what is left, a checkout already closed).
      const now = (await sessions.find(session.id)) ?? session;
      return page(c, { kind: 'session', session: now, action: c.req.path, problem: err.message }, status);
    }
    await onEvent(done.event);
    const to = action === 'pay' ? session.successUrl : action === 'refund' ? c.req.path : session.cancelUrl;
    c.header('Cache-Control', 'no-store');
    return c.redirect(to, 303);
  });

  // Other methods on the page: 405, saying which it takes.
  app.on(['PUT', 'PATCH', 'DELETE'], show.path, (c) => {
    c.header('Allow', 'GET, HEAD, POST');
    return errorPage(c, 405, 'Use the page\u2019s buttons.');
  });

  function run(action: Action, id: string, currency: string, amount: unknown): Promise<TestAction> {
    if (action === 'pay') return sessions.pay(id);
    if (action === 'decline') return sessions.decline(id);
    if (action === 'cancel') return sessions.cancel(id);
    const minor = typeof amount === 'string' ? toMinor(amount, currency) : null;
    // 0, a bad number and too much are one answer: the provider checks what is left under its lock.
    return sessions.refund(id, minor ?? 0);
  }
}
