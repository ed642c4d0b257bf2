import { createHash, randomBytes } from 'node:crypto';

/** A fresh invitation token (32 random bytes, base64url: 43 characters) and the hash kept of it. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

/** Only this is stored: a leaked table gives no usable link. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invitationLink = (origin: string, token: string) => `${origin}/invite/${token}`;
