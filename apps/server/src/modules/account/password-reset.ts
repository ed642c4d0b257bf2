import { ERROR_CODES, MESSAGES } from '@bloom/core';
import { ServiceError } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { Auth } from '../auth';

/** better-auth keeps a reset token as a verification row under this identifier. */
const identifier = (token: string) => `reset-password:${token}`;

const invalidLink = () => new ServiceError(ERROR_CODES.INVALID_TOKEN, MESSAGES.invalidResetLink);

/**
 * Lets the reset page tell a live link from a used or expired one before asking for a password.
 * `token` is null when it cannot be one of ours: invalid without a query.
 */
export async function checkResetLink(auth: Auth, token: string | null): Promise<void> {
  if (token === null) throw invalidLink();
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(identifier(token));
  if (!verification || new Date(verification.expiresAt) < new Date()) throw invalidLink();
}

/** The email of the account a reset token belongs to; read before the reset consumes the token. */
export async function resetTokenEmail(db: Db, token: string): Promise<string | undefined> {
  const owner = await db
    .selectFrom('verification')
    .innerJoin('user', 'user.id', 'verification.value')
    .select('user.email')
    .where('verification.identifier', '=', identifier(token))
    .executeTakeFirst();
  return owner?.email;
}
