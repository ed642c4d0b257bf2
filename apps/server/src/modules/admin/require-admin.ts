import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../kernel/context';
import { notFound } from '../../kernel/service-error';

/**
 * Operator routes: only signed-in accounts whose email is in ADMIN_EMAILS get past; everyone
 * else, signed in or not, gets the 404 of an unknown route, so the routes do not show they exist.
 * No subscription gate: an operator need not be a customer.
 */
export const requireAdmin = (adminEmails: readonly string[]): MiddlewareHandler<AppEnv> => {
  const isAdmin = adminCheck(adminEmails);
  return async (c, next) => {
    const session = await c.get('session')();
    if (!session || !isAdmin(session.user.email)) throw notFound();
    await next();
  };
};

/** Whether an account's email is listed in ADMIN_EMAILS (case-insensitive). */
export function adminCheck(adminEmails: readonly string[]): (email: string) => boolean {
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  return (email) => admins.has(email.toLowerCase());
}
