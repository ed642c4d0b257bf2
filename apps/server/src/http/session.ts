import { GATE_ERROR_CODES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { gateFor } from '../billing/billing-service';
import type { Billing } from '../billing/provider';
import { readSubscription } from '../billing/subscription-store';
import type { Db } from '../db/database';
import { ensureWorkspace } from '../services/workspace/workspace-service';
import type { AppEnv } from './context';
import { AppError, unauthorized } from './errors';

/** Reads the session cookie once per request. */
export const loadSession =
  (auth: Auth): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
    await next();
  };

/**
 * Owner routes: 401 without a session; the workspace always comes from the session.
 * The subscription gate applies too (402 with the gate's message) unless `gate: false`:
 * only the account and billing routes, which the gate screens themselves need, opt out.
 */
export const requireOwner =
  (db: Db, options: { gate?: boolean } = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (options.gate !== false) await enforceGate(c.get('billing'), db, user.id);
    const workspace = await ensureWorkspace(db, user);
    c.set('owner', { db, userId: user.id, workspaceId: workspace.id });
    c.set('workspace', workspace);
    await next();
  };

async function enforceGate(billing: Billing, db: Db, userId: string): Promise<void> {
  if (!billing.provider) return;
  const gate = gateFor(billing, await readSubscription(db, userId), null);
  if (gate.status !== 'allowed') {
    throw new AppError(402, GATE_ERROR_CODES[gate.status], gate.message);
  }
}
