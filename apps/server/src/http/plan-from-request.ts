import { PLAN_COOKIE, type PlanId, selectPlan } from '@bloom/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The plan of decision 3, as the request shows it: host prefix, then `?plan=`, then the cookie. */
export function planFromRequest(c: Context, explicit?: PlanId): PlanId {
  if (explicit) return explicit;
  return selectPlan({ host: c.req.header('host'), query: c.req.query('plan'), cookie: getCookie(c, PLAN_COOKIE) });
}
