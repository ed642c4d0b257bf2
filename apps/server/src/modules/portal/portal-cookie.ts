import { createHmac, timingSafeEqual } from 'node:crypto';

/** A portal cookie lasts 30 days. */
export const PORTAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
export const PORTAL_COOKIE = 'bloom_portal';

/**
 * Proof that this browser gave this portal's password: `{issuedAt}.{HMAC(project, hash, issuedAt)}`.
 * It names the password hash, so a new password (or none) ends every earlier cookie, and it is
 * scoped by its Path to `/api/portal/{token}`, so a regenerated link needs the password again.
 * No table: checking it costs no query.
 */
export function signPortalCookie(secret: string, projectId: string, passwordHash: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${mac(secret, projectId, passwordHash, issuedAt)}`;
}

export function verifyPortalCookie(
  secret: string,
  projectId: string,
  passwordHash: string,
  cookie: string | undefined,
  now = Date.now(),
): boolean {
  if (!cookie) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = Math.floor(now / 1000) - issuedAt;
  if (age < -60 || age > PORTAL_COOKIE_MAX_AGE) return false;
  const expected = Buffer.from(mac(secret, projectId, passwordHash, issuedAt));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function mac(secret: string, projectId: string, passwordHash: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`portal\n${projectId}\n${passwordHash}\n${issuedAt}`).digest('base64url');
}
