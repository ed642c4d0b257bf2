import type { MiddlewareHandler } from 'hono';

let generation = 0;

/**
 * A counter this process moves after every request that may write (any method but GET, HEAD and
 * OPTIONS) has been handled, before its answer leaves. A cache that notes it before reading the
 * database can tell whether a write of this process may have finished since: if the number moved,
 * its entry is checked again. Writes of other instances and of jobs do not move it; such a cache
 * must also bound how long it trusts an entry.
 */
export const writeGeneration = (): number => generation;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const countWrites: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    generation++;
  }
};
