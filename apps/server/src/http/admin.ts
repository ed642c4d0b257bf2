import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { notFound } from './errors';

/**
 * Operator routes: only signed-in accounts whose email is in ADMIN_EMAILS get past; everyone
 * else, signed in or not, gets the 404 of an unknown route, so the routes do not show they exist.
 * No subscription gate: an operator need not be a customer.
 */
export const requireAdmin = (adminEmails: readonly string[]): MiddlewareHandler<AppEnv> => {
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  return async (c, next) => {
    if (admins.size === 0) throw notFound();
    const session = await c.get('session')();
    if (!session || !admins.has(session.user.email.toLowerCase())) throw notFound();
    await next();
  };
};
