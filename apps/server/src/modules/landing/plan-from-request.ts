import { PLAN_COOKIE, type PlanId, selectPlan } from '@bloom/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The visit's plan as the request shows it: host prefix, then `?plan=`, then the cookie (docs/product.md#choosing-the-plan). */
export function planFromRequest(c: Context, explicit?: PlanId): PlanId {
  if (explicit) return explicit;
  return selectPlan({ host: c.req.header('host'), query: c.req.query('plan'), cookie: getCookie(c, PLAN_COOKIE) });
}
