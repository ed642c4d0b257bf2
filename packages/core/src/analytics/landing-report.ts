import type { z } from 'zod';
import type {
  landingComparisonSchema,
  landingCountsSchema,
  landingDaySchema,
  landingRatesSchema,
  landingReportSchema,
  landingRowSchema,
  rateEstimateSchema,
} from './landing-report-responses';
import { rate, wilsonInterval } from './statistics';

/**
 * The answer of `GET /api/admin/landing` (docs/decisions/015; its schemas: landing-report-responses.ts).
 * Zod-free: its types and the one rule that turns counts into rates with their 95 % Wilson intervals.
 */

export type LandingCounts = z.infer<typeof landingCountsSchema>;
export type RateEstimate = z.infer<typeof rateEstimateSchema>;
export type LandingRates = z.infer<typeof landingRatesSchema>;
export type LandingRow = z.infer<typeof landingRowSchema>;
export type LandingComparison = z.infer<typeof landingComparisonSchema>;
export type LandingDay = z.infer<typeof landingDaySchema>;
export type LandingReport = z.infer<typeof landingReportSchema>;

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
