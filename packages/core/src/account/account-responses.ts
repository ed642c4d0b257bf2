import { z } from 'zod';
import { ROLES } from '../team/roles';
import { MESSAGE_VARIANTS } from '../variant-ids';

/**
 * The answers of the account routes as zod schemas: `/api/me`, the password-reset check and the
 * better-auth endpoints under `/api/auth` (sign-up, sign-in, reset, session, sign-out). The server
 * declares its routes with them; the web takes their types with `import type`.
 */

export const sessionUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The owner's workspace as the session carries it (created on the first signed-in request). */
export const ownerWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  primaryColor: z.string(),
  logoUrl: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  /** An IANA zone name: the owner's dates follow it. */
  timezone: z.string(),
  /** '#rrggbb' or null. */
  accentColor: z.string().nullable(),
  calendlyUrl: z.string().nullable(),
});
export type OwnerWorkspace = z.infer<typeof ownerWorkspaceSchema>;

/** `GET /api/me`: the signed-in owner, their workspace and profile. */
export const meResponseSchema = z.object({
  user: sessionUserSchema,
  workspace: ownerWorkspaceSchema,
  profile: z.object({ messageVariant: z.enum(MESSAGE_VARIANTS) }),
  /** Listed in ADMIN_EMAILS: may read the landing report. */
  isAdmin: z.boolean(),
  /**
   * Where the workspace's portal links point when not at this app's own address: its verified
   * custom domain or claimed subdomain (docs/product.md#portal-domains); null uses this address.
   */
  portalOrigin: z.string().nullable(),
  /** The person's role in this workspace: the web hides what core's ROLE_ACTIONS does not allow. */
  role: z.enum(ROLES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
/** `GET /api/me` as answered: the owner, or null without a session (signed out is not an error). */
export const meOrSignedOutSchema = meResponseSchema.nullable();

/** `GET /api/password-reset/verify?token=`: the check happens in the service (400 INVALID_TOKEN). */
export const resetLinkQuerySchema = z.object({ token: z.string().optional() });
/** A live reset link; a used, expired or unknown one is 400 INVALID_TOKEN. */
export const resetLinkValidSchema = z.object({ valid: z.literal(true) });

/** The account as better-auth answers it (dates as ISO strings). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `POST /api/auth/sign-up/email`; the session is in the cookie, never in the answer. */
export const signUpResponseSchema = z.object({ user: authUserSchema });
/** `POST /api/auth/sign-in/email`. */
export const signInResponseSchema = z.object({
  redirect: z.boolean(),
  url: z.string().optional(),
  user: authUserSchema,
});
/** `POST /api/auth/request-password-reset`: the same answer whether the email has an account or not. */
export const resetRequestedSchema = z.object({ status: z.boolean(), message: z.string() });
/** `POST /api/auth/reset-password`: done, and signed in (the cookie of a new session). */
export const passwordResetSchema = z.object({ status: z.literal(true) });
/** `GET /api/auth/get-session`: better-auth's session and account, or null when signed out. */
export const authSessionSchema = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: authUserSchema,
  })
  .nullable();
/** `POST /api/auth/sign-out`: also when there was no session. */
export const signOutResponseSchema = z.object({ success: z.boolean() });
