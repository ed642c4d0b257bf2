import { ERROR_CODES, MESSAGES } from '@bloom/core';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/database';
import { adminCheck } from '../http/admin';
import type { AppEnv } from '../http/context';
import { isSaneId } from '../http/path-ids';
import { requireOwner } from '../http/session';
import { ServiceError } from '../services/service-error';

export function accountRoutes({ auth, db, adminEmails }: { auth: Auth; db: Db; adminEmails: readonly string[] }) {
  const r = new Hono<AppEnv>();
  const isAdmin = adminCheck(adminEmails);

  /** The signed-in owner, their workspace (created on first call), profile, and whether they may read the operator's pages. */
  r.get('/me', requireOwner(db, { gate: false }), async (c) => {
    const { userId } = c.get('owner');
    // Read with the session when it could be; else on its own.
    let variant = (await c.get('session')())?.messageVariant;
    if (variant === undefined) {
      const profile = await db
        .selectFrom('profiles')
        .select('message_variant')
        .where('id', '=', userId)
        .executeTakeFirst();
      variant = profile?.message_variant ?? null;
    }
    return c.json({
      user: c.get('user'),
      workspace: c.get('workspace'),
      profile: { messageVariant: variant ?? 'a' },
      isAdmin: isAdmin(c.get('user').email),
    });
  });

  /** Lets the reset page tell a live link from a used or expired one before asking for a password. */
  r.get('/password-reset/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const invalid = new ServiceError(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidResetLink);
    // A token that cannot be one of ours (a NUL, say) is invalid without a query.
    if (!isSaneId(token)) throw invalid;
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || new Date(verification.expiresAt) < new Date()) throw invalid;
    return c.json({ valid: true });
  });

  return r;
}
