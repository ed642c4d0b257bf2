import type { Context } from 'hono';
import { clientAddress, isLoopback } from './client-address';

/**
 * The developer's pages (/dev/*) answer only the machine itself, and never in production: a
 * request through a proxy we were not told to trust is not a local one.
 */
export const isLocalReader = (
  c: Context,
  { isProduction, trustProxy }: { isProduction: boolean; trustProxy: number },
) => !isProduction && isLoopback(clientAddress(c, trustProxy)) && (trustProxy > 0 || !c.req.header('x-forwarded-for'));
