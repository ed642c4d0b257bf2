import { MESSAGES } from '@bloom/core';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { AppError, unauthorized } from '../http/errors';
import { ensureWorkspace } from '../services/workspace/workspace-service';

export function accountRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const r = new Hono<AppEnv>();

  /** The signed-in owner, their workspace (created on first call) and profile. */
  r.get('/me', async (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const [workspace, profile] = await Promise.all([
      ensureWorkspace(db, user),
      db.selectFrom('profiles').select('message_variant').where('id', '=', user.id).executeTakeFirst(),
    ]);
    return c.json({ user, workspace, profile: { messageVariant: profile?.message_variant ?? 'a' } });
  });

  /** Lets the reset page tell a live link from a used or expired one before asking for a password. */
  r.get('/password-reset/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const invalid = new AppError(400, 'INVALID_TOKEN', MESSAGES.invalidResetLink);
    if (!token || token.length > 200) throw invalid;
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || new Date(verification.expiresAt) < new Date()) throw invalid;
    return c.json({ valid: true });
  });

  return r;
}
