import type { LandingCounts, LandingRates, RateEstimate } from './landing-report-responses';
import { rate, wilsonInterval } from './statistics';

/**
 * The answer of `GET /api/admin/landing` (docs/decisions/015; its schemas: landing-report-responses.ts).
 * Zod-free: the one rule that turns counts into rates with their 95 % Wilson intervals.
 */

export function estimate(successes: number, trials: number): RateEstimate {
  const interval = wilsonInterval(successes, trials);
  return {
    successes,
    trials,
    rate: interval ? rate(successes, trials) : null,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
  };
}

export function landingRates(c: LandingCounts): LandingRates {
  return {
    click: estimate(c.clickSessions, c.sessions),
    signUp: estimate(c.signUps, c.sessions),
    subscribe: estimate(c.subscribers, c.signUps),
  };
}
