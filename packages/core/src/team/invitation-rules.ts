/** Invitation rules without zod, so a page that only checks a link (the sign-in guard) stays small. */

/** An invitation link lives this long, and is used once. */
export const INVITATION_DAYS = 7;

/** An invitation token as the link carries it: 43 base64url characters (32 random bytes). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
