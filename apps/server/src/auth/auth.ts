import { messageVariantSchema } from '@bloom/core';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import type { Db } from '../db/database';
import type { Mailer } from '../email/mailer';
import { passwordResetEmail } from '../email/templates';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  isProduction: boolean;
}

/** Where reset links point; the token is checked by better-auth when the password is set. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export function authOptions(deps: AuthDeps) {
  return {
    database: { db: deps.db, type: 'postgres' },
    secret: deps.secret,
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    // Our own sameOriginOnly middleware refuses cross-site writes; the request's own origin
    // is trusted so the app works on whatever host it is served from.
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      const proto = request ? new URL(request.url).protocol : 'http:';
      return [deps.publicUrl, host ? `${proto}//${host}` : undefined];
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // A mail failure must not answer differently from an unknown address (that would reveal
        // which emails have accounts); it is logged for the operator instead.
        try {
          await deps.mailer.send(passwordResetEmail(user.email, user.name, resetLink(deps.publicUrl, token)));
        } catch (err) {
          console.error(`[mail] password reset email to ${user.email} failed:`, (err as Error).message);
        }
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Rate limits are ours (auth-rate-limit.ts), stored in PostgreSQL and keyed per IP and account.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: deps.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: deps.isProduction },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as { messageVariant?: unknown };
            const variant = messageVariantSchema.catch('a').parse(body.messageVariant);
            await deps.db
              .insertInto('profiles')
              .values({ id: user.id, message_variant: variant })
              .onConflict((oc) => oc.column('id').doNothing())
              .execute();
          },
        },
      },
    },
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
