import { isPlanId, messageVariantSchema, PASSWORD_INPUT_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@bloom/core';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import type { Db } from '../../platform/db/database';
import { linkOrigin, requestOrigin } from '../../platform/http/link-origin';
import type { Mailer } from '../../platform/mail/mailer';
import { passwordResetEmail } from '../email';
import { quietBetterAuthStorages } from './quiet-async-storage';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  /** PUBLIC_URL; unset, links follow the request's own origin. */
  publicUrl?: string | undefined;
  /** TRUST_PROXY hops (0: X-Forwarded-* ignored). */
  trustProxy?: number;
  isProduction: boolean;
}

/** Where reset links point; the token is checked by better-auth when the password is set. */
export const resetLink = (origin: string, token: string) =>
  `${origin}/reset-password?token=${encodeURIComponent(token)}`;

export function authOptions(deps: AuthDeps) {
  // Before better-auth makes its own AsyncLocalStorages, for the migrations or the app (quiet-async-storage.ts).
  quietBetterAuthStorages();
  const links = { publicUrl: deps.publicUrl, trustProxy: deps.trustProxy ?? 0 };
  return {
    database: { db: deps.db, type: 'postgres' },
    secret: deps.secret,
    // Unset, better-auth takes the request's origin; nothing it builds from it reaches a user.
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    // Our own sameOriginOnly middleware refuses cross-site writes; the request's own origin
    // is trusted so the app works on whatever host it is served from.
    trustedOrigins: (request) => [deps.publicUrl, request ? requestOrigin(request, links.trustProxy) : undefined],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_INPUT_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        // A mail failure must not answer differently from an unknown address (that would reveal
        // which emails have accounts); it is logged for the operator instead.
        try {
          // Requests reach better-auth only through modules/auth/auth-routes.ts, which pass theirs on.
          if (!request) throw new Error('no request to build the reset link from');
          const link = resetLink(linkOrigin(request, links), token);
          await deps.mailer.send(passwordResetEmail(user.email, user.name, link));
        } catch (err) {
          console.error(`[mail] password reset email to ${user.email} failed:`, (err as Error).message);
        }
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Rate limits are ours (auth-rate-limit.ts), stored in PostgreSQL and keyed per IP and account.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args: unknown[]) => {
        // Without PUBLIC_URL, taking the origin from each request is intended (platform/http/link-origin.ts).
        if (message.includes('Base URL is not set')) return;
        const print = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
        print(`[better-auth] ${message}`, ...args);
      },
    },
    advanced: {
      useSecureCookies: deps.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: deps.isProduction },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            // Both set by modules/auth/auth-routes.ts: the variant the visitor saw and the plan of the page.
            const body = (ctx?.body ?? {}) as { messageVariant?: unknown; signupPlan?: unknown };
            const variant = messageVariantSchema.catch('a').parse(body.messageVariant);
            const plan = isPlanId(body.signupPlan) ? body.signupPlan : null;
            await deps.db
              .insertInto('profiles')
              .values({ id: user.id, message_variant: variant, signup_plan: plan })
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
