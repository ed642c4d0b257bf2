import type { CtaClickInput, LandingVisitInput, MessageVariantId, PlanId } from '@bloom/core';

/**
 * The landing's anonymous events (docs/decisions/015): one visit per page view, one CTA click
 * per click, sent with `navigator.sendBeacon` so they never block or slow the page. Failures
 * (no beacon support, a refused request, a full queue) are ignored.
 */

export const SESSION_STORAGE_KEY = 'bloomAnalyticsSession';
const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The per-tab session id: kept in sessionStorage, made once with `newId` when missing or malformed. */
export function analyticsSessionId(storage: KeyValueStore | null, newId: () => string): string {
  try {
    const kept = storage?.getItem(SESSION_STORAGE_KEY);
    if (kept && SESSION_ID.test(kept)) return kept;
  } catch {
    // Storage blocked (privacy mode): a fresh id per page view still counts the visit.
  }
  const id =
    newId()
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 100) || 'anonymous';
  try {
    storage?.setItem(SESSION_STORAGE_KEY, id);
  } catch {
    // Ignored, as above.
  }
  return id;
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function sessionStore(): KeyValueStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function beacon(url: string, body: object): void {
  try {
    globalThis.navigator?.sendBeacon?.(url, JSON.stringify(body));
  } catch {
    // Never let tracking break the page.
  }
}

export function trackVisit(plan: PlanId, variant: MessageVariantId): void {
  const body: LandingVisitInput = {
    plan,
    variant,
    sessionId: analyticsSessionId(sessionStore(), randomId),
    referrer: document.referrer || null,
  };
  beacon('/api/analytics/visit', body);
}

export function trackCtaClick(plan: PlanId, variant: MessageVariantId): void {
  const body: CtaClickInput = { plan, variant, sessionId: analyticsSessionId(sessionStore(), randomId) };
  beacon('/api/analytics/cta', body);
}
