import { PORTAL_MESSAGES } from '@bloom/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ModuleDeps } from '../../app-deps';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests } from '../../kernel/service-error';
import { clientAddress } from '../../platform/http/client-address';
import type { PortalProject } from './portal-access';
import { PORTAL_COOKIE } from './portal-cookie';
import { openPortal, type PortalGate } from './portal-session';

type Env = { Variables: { portal: PortalProject } };

/**
 * The guards another area's portal routes sit behind (agreements, payments): `portal` opens the
 * token's portal with its password proven, before the body or any id is read; `write(...rules)`
 * does the same, then counts one hit on each rule for the caller's address (429 past one), keyed
 * `${prefix}-${rule}`.
 */
export function portalGuards<R extends string>(deps: ModuleDeps, prefix: string, rules: Record<R, RateRule>) {
  const { db } = deps;
  const { trustProxy } = deps.links;
  const gate: PortalGate = { db, secret: deps.secret, rateLimitScale: deps.rateLimitScale };
  const openFor = (c: Context) =>
    openPortal(gate, {
      token: c.req.param('token') ?? '',
      address: clientAddress(c, trustProxy),
      cookie: getCookie(c, PORTAL_COOKIE),
    });
  const portal = createMiddleware<Env>(async (c, next) => {
    c.set('portal', await openFor(c));
    await next();
  });
  const write = (...names: R[]) =>
    createMiddleware<Env>(async (c, next) => {
      c.set('portal', await openFor(c));
      for (const name of names) {
        const base = rules[name];
        const rule = { ...base, limit: base.limit * deps.rateLimitScale };
        const hit = await hitRateLimit(db, `${prefix}-${name}:${clientAddress(c, trustProxy)}`, rule);
        if (!hit.allowed) throw tooManyRequests(PORTAL_MESSAGES.tooManyRequests, hit.retryAfterSeconds);
      }
      await next();
    });
  return { portal, write };
}
