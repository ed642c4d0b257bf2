import { createHmac } from 'node:crypto';
import { type CtaClickInput, type LandingVisitInput, toWellFormed } from '@bloom/core';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import type { Db } from '../../platform/db/database';

/**
 * The landing page's anonymous events (docs/decisions/015): one landing_visits row per page view,
 * one cta_clicks row per call-to-action click. No IP address is stored anywhere: not in the rows,
 * and the rate limit's key is an HMAC of the address, kept only for its 10-minute window.
 */

/** Events per client address (visits and clicks together), scaled by RATE_LIMIT_SCALE. */
export const ANALYTICS_RATE_RULE: RateRule = { limit: 120, windowSeconds: 10 * 60 };
export const USER_AGENT_MAX = 300;

export type TrackedEvent =
  | { kind: 'visit'; input: LandingVisitInput; userAgent: string | undefined }
  | { kind: 'cta'; input: CtaClickInput };

export interface TrackContext {
  db: Db;
  /** `analyticsLimitKey` of the client address. */
  limitKey: string;
  rule: RateRule;
}

export type TrackResult = { limited: false } | { limited: true; retryAfterSeconds: number };

/** The rate-limit key of an address: stable for the window, but not the address itself. */
export const analyticsLimitKey = (secret: string, address: string) =>
  `analytics:${createHmac('sha256', secret).update(address).digest('base64url').slice(0, 24)}`;

/**
 * Counts the event against the address's limit and stores it. A database failure is logged and
 * otherwise ignored: analytics must never break or slow the page that sent it.
 */
export async function trackEvent(ctx: TrackContext, event: TrackedEvent): Promise<TrackResult> {
  try {
    const { allowed, retryAfterSeconds } = await hitRateLimit(ctx.db, ctx.limitKey, ctx.rule);
    if (!allowed) return { limited: true, retryAfterSeconds };
    await insertEvent(ctx.db, event);
  } catch (err) {
    console.error(`[analytics] a ${event.kind} event was not stored:`, (err as Error).message);
  }
  return { limited: false };
}

async function insertEvent(db: Db, event: TrackedEvent): Promise<void> {
  const { plan, variant, sessionId } = event.input;
  const common = { subdomain: plan, message_variant: variant, session_id: sessionId };
  if (event.kind === 'cta') {
    await db.insertInto('cta_clicks').values(common).execute();
    return;
  }
  await db
    .insertInto('landing_visits')
    .values({ ...common, referrer: referrerHost(event.input.referrer), user_agent: userAgent(event.userAgent) })
    .execute();
}

/** Only the host of where the visitor came from ("www.google.com"), never its path or query. */
export function referrerHost(referrer: string | null | undefined): string | null {
  const value = referrer?.trim();
  if (!value) return null;
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The User-Agent header, cut to USER_AGENT_MAX characters; null when absent. */
export function userAgent(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  return toWellFormed(value.slice(0, USER_AGENT_MAX)).replaceAll('\u0000', '');
}
