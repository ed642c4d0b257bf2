import { ERROR_CODES, MESSAGES, OWNERSHIP_MESSAGES } from '@bloom/core';
import { badRequest, ServiceError } from '../../kernel/service-error';
import type { Auth } from '../auth';

/**
 * Checks the signed-in person's password with better-auth, against the hash it keeps (as the
 * account's password change does): a wrong one is a 400 with nothing changed.
 */
export async function confirmPassword(auth: Auth, headers: Headers, password: string): Promise<void> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (err) {
    const code = (err as { body?: { code?: string } }).body?.code;
    if (code === 'INVALID_PASSWORD') throw badRequest(OWNERSHIP_MESSAGES.wrongPassword);
    if (code === 'UNAUTHORIZED') throw new ServiceError(ERROR_CODES.AUTH_REQUIRED, MESSAGES.authRequired);
    throw new ServiceError(ERROR_CODES.AUTH_ERROR, MESSAGES.unexpected);
  }
}
