import {
  can,
  ERROR_CODES,
  GATE_ERROR_CODES,
  type OwnerRouteKey,
  ROUTE_ACTIONS,
  type SubscriptionView,
  TEAM_MESSAGES,
} from '@bloom/core';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../kernel/context';
import { ServiceError, unauthorized } from '../../kernel/service-error';
import type { Billing } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { matchedRouteKeys } from '../../platform/http/route-key';
import { gateFor, readSubscription } from '../billing';
import { ensureWorkspace } from '../settings';
import type { Auth } from './auth';
import { createSessionReader, type SignedIn } from './session-reader';

/**
 * Offers the session to the routes that need it, read at most once per request and only when
 * asked: a request without cookies, or one to a route that never asks, costs no query.
 */
export const sessionOffer = (auth: Auth, db: Db): ((c: Context<AppEnv>) => void) => {
  const readSession = createSessionReader(auth, db);
  return (c) => {
    let signedIn: Promise<SignedIn | null> | undefined;
    c.set('session', () => {
      signedIn ??= c.req.header('cookie')
        ? readSession(
            (name) => getCookie(c, name),
            () => c.req.raw.headers,
          )
        : Promise.resolve(null);
      return signedIn;
    });
  };
};

/**
 * Owner routes: 401 without a session; the workspace and the member's role always come from the
 * session. A session whose workspace no longer has its person is 403 (NOT_A_MEMBER), and a role
 * core's ROUTE_ACTIONS does not allow for the answering route is 403 (ROLE_FORBIDDEN): one check
 * here for every owner route. The subscription gate (the workspace's) applies too (402 with the
 * gate's message) unless `gate: false`: only the account and billing routes, which the gate
 * screens themselves need, opt out.
 */
export const requireOwner =
  (db: Db, options: { gate?: boolean } = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const session = await c.get('session')();
    if (!session) throw unauthorized();
    const { user } = session;
    c.set('user', user);
    if (session.removed) throw new ServiceError(ERROR_CODES.NOT_A_MEMBER, TEAM_MESSAGES.notAMember);
    if (options.gate !== false) {
      // Read with the session (the common case): checked without a promise of its own.
      const known = session.subscription;
      enforceGate(c.get('billing'), known === undefined ? await readSubscription(db, user.id) : known);
    }
    // No membership yet: a new owner, whose workspace is made on their first request.
    const workspace = session.workspace ?? (await ensureWorkspace(db, user));
    const role = (session.workspace && session.role) || 'owner';
    const key = matchedRouteKeys(c.req).find((k): k is OwnerRouteKey => k in ROUTE_ACTIONS);
    const action = key ? ROUTE_ACTIONS[key] : undefined;
    // A route missing from the table is the Owner's alone until it is placed (fail closed).
    if (action === undefined ? role !== 'owner' : action !== null && !can(role, action)) {
      throw new ServiceError(ERROR_CODES.ROLE_FORBIDDEN, TEAM_MESSAGES.roleForbidden(role));
    }
    c.set('owner', {
      db,
      userId: user.id,
      userName: user.name,
      workspaceId: workspace.id,
      role,
      events: c.get('events'),
      // Only the version read with the session counts (a workspace made just now has none here).
      ...(session.workspace && session.dataVersion ? { dataVersion: session.dataVersion } : {}),
    });
    c.set('workspace', workspace);
    await next();
  };

/**
 * requireOwner for routes that may sit under another area's guarded prefix (a client's
 * deliverables under /api/clients, say): it runs only when no guard before it has, so a request
 * costs one session and gate check.
 */
export const requireOwnerOnce = (db: Db): MiddlewareHandler<AppEnv> => {
  const owner = requireOwner(db);
  return (c, next) => (c.get('owner') ? next() : owner(c, next));
};

function enforceGate(billing: Billing, subscription: SubscriptionView | null): void {
  if (!billing.provider) return;
  const gate = gateFor(billing, subscription, null);
  if (gate.status !== 'allowed') {
    throw new ServiceError(GATE_ERROR_CODES[gate.status], gate.message);
  }
}
