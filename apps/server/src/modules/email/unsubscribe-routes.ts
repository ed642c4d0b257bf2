import { ERROR_CODES } from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, isRateLimited, type RateRule } from '../../kernel/rate-limit';
import { clientAddress } from '../../platform/http/client-address';
import { errorBody } from '../../platform/http/errors';
import { describeRoute, errors } from '../../platform/http/openapi';
import { findUnsubscribeTarget, unsubscribeClient } from '../clients';
import { renderUnsubscribePage, type UnsubscribePage } from './unsubscribe-page';
import { subjectOfUnsubscribeToken } from './unsubscribe-token';

/** Tokens that name no client, per address: someone guessing (a real one costs no write). */
export const UNSUBSCRIBE_MISS_RULE: RateRule = { limit: 30, windowSeconds: 15 * 60 };
const missKey = (address: string) => `unsubscribe-miss:${address}`;

/** RFC 8058's one-click body, and the confirmation form's, are form-encoded. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const NOT_A_FORM = 'Send the unsubscribe form (application/x-www-form-urlencoded)';

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const params = z.object({ token: z.string().meta({ description: 'The unsubscribe token of the email’s link' }) });
const tags = ['Email'];

/**
 * /api/unsubscribe/{token}, the link in every email to a client and its List-Unsubscribe header
 * (modules/email/client-email.ts). A GET only shows the confirmation (mail scanners follow links); a POST,
 * the one-click request of RFC 8058 or the page's form, unsubscribes. The answers are pages.
 */
export function unsubscribeRoutes(app: Router, { db, secret, rateLimitScale, links }: ModuleDeps) {
  const rule: RateRule = { ...UNSUBSCRIBE_MISS_RULE, limit: UNSUBSCRIBE_MISS_RULE.limit * rateLimitScale };

  const page = (c: Context, content: UnsubscribePage, status: 200 | 404 | 429) => {
    c.header('x-robots-tag', 'noindex');
    if (status === 429) c.header('retry-after', String(rule.windowSeconds));
    return c.html(renderUnsubscribePage(content), status);
  };

  /** The person the token names, or the page to answer instead (a miss counts against the address). */
  const resolve = async (c: Context) => {
    const key = missKey(clientAddress(c, links.trustProxy));
    if (await isRateLimited(db, key, rule)) return { answer: page(c, { kind: 'too-many' }, 429) };
    // AUTH_SECRET verifies the token's signature.
    const subject = subjectOfUnsubscribeToken(c.req.param('token') ?? '', secret);
    const target = subject ? await findUnsubscribeTarget(db, subject) : null;
    if (target) return { target };
    const { allowed } = await hitRateLimit(db, key, rule);
    return { answer: allowed ? page(c, { kind: 'not-found' }, 404) : page(c, { kind: 'too-many' }, 429) };
  };

  const confirmation = describeRoute(app, 'GET /api/unsubscribe/{token}', {
    tags,
    summary: 'The unsubscribe confirmation page; changes nothing',
    request: { params },
    responses: {
      200: htmlPage('The confirmation, a form that POSTs here (or, already unsubscribed, says so)'),
      404: htmlPage('The token is malformed or names no client or contact'),
      429: htmlPage('Too many unknown tokens from this address'),
    },
  });
  app.on(confirmation.method, confirmation.path, async (c) => {
    const { target, answer } = await resolve(c);
    if (!target) return answer;
    if (target.unsubscribedAt) return page(c, { kind: 'done', workspace: target.workspace }, 200);
    return page(c, { kind: 'confirm', workspace: target.workspace, action: new URL(c.req.url).pathname }, 200);
  });

  const unsubscribe = describeRoute(app, 'POST /api/unsubscribe/{token}', {
    tags,
    summary:
      'Unsubscribes the client’s contact the link was sent to from its workspace’s emails (RFC 8058 one-click, or the page’s form)',
    request: {
      params,
      body: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
          },
        },
      },
    },
    responses: {
      200: htmlPage('Unsubscribed (again, when already)'),
      400: errors[400],
      404: htmlPage('The token is malformed or names no client or contact'),
      429: htmlPage('Too many unknown tokens from this address'),
    },
  });
  app.on(unsubscribe.method, unsubscribe.path, async (c) => {
    // The body's content does not matter (any POST to a valid link unsubscribes), its type does:
    // a JSON request is no mail client and no form.
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type && !FORM_TYPES.includes(type)) {
      return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, NOT_A_FORM), 400);
    }
    const { target, answer } = await resolve(c);
    if (!target) return answer;
    if (!(await unsubscribeClient(db, target.subject))) return page(c, { kind: 'not-found' }, 404);
    return page(c, { kind: 'done', workspace: target.workspace }, 200);
  });
}
