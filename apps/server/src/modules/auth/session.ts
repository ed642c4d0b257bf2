import { GATE_ERROR_CODES, type SubscriptionView } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../kernel/context';
import { ServiceError, unauthorized } from '../../kernel/service-error';
import type { Billing } from '../../platform/billing/provider';
import type { Db } from '../../platform/db/database';
import { gateFor, readSubscription } from '../billing';
import { ensureWorkspace } from '../settings';
import type { Auth } from './auth';
import { createSessionReader, type SignedIn } from './session-reader';

/**
 * Offers the session to the routes that need it, read at most once per request and only when
 * asked: a request without cookies, or one to a route that never asks, costs no query.
 */
export const loadSession = (auth: Auth, db: Db): MiddlewareHandler<AppEnv> => {
  const readSession = createSessionReader(auth, db);
  return async (c, next) => {
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
    await next();
  };
};

/**
 * Owner routes: 401 without a session; the workspace always comes from the session.
 * The subscription gate applies too (402 with the gate's message) unless `gate: false`:
 * only the account and billing routes, which the gate screens themselves need, opt out.
 */
export const requireOwner =
  (db: Db, options: { gate?: boolean } = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const session = await c.get('session')();
    if (!session) throw unauthorized();
    const { user } = session;
    c.set('user', user);
    if (options.gate !== false) await enforceGate(c.get('billing'), db, user.id, session.subscription);
    const workspace = session.workspace ?? (await ensureWorkspace(db, user));
    c.set('owner', { db, userId: user.id, workspaceId: workspace.id, events: c.get('events') });
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

async function enforceGate(
  billing: Billing,
  db: Db,
  userId: string,
  known: SubscriptionView | null | undefined,
): Promise<void> {
  if (!billing.provider) return;
  const gate = gateFor(billing, known === undefined ? await readSubscription(db, userId) : known, null);
  if (gate.status !== 'allowed') {
    throw new ServiceError(GATE_ERROR_CODES[gate.status], gate.message);
  }
}
