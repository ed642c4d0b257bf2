import type { PlanId } from '../billing/plans';
import type { MessageVariant } from '../variants';
import type { ReportPeriod } from './report-period';
import { rate, wilsonInterval } from './statistics';
import type { VariantVerdict } from './variant-verdict';

/**
 * The answer of `GET /api/admin/landing` (docs/decisions/015). Zod-free types and the one rule
 * that turns counts into rates with their 95 % Wilson intervals.
 */

export interface LandingCounts {
  /** landing_visits rows: page views. */
  visits: number;
  /** Distinct per-tab session ids among them: the visitors every rate is counted on. */
  sessions: number;
  /** cta_clicks rows. */
  clicks: number;
  /** Distinct sessions with at least one CTA click. */
  clickSessions: number;
  /** Accounts created in the period with this variant (and plan). */
  signUps: number;
  /** Of those sign-ups, the ones whose subscription is now active or trialing. */
  subscribers: number;
}

export interface RateEstimate {
  successes: number;
  trials: number;
  /** successes / trials; null without trials, or when successes exceed trials (see `LandingRates`). */
  rate: number | null;
  /** The 95 % Wilson score interval; null when `rate` is. */
  low: number | null;
  high: number | null;
}

export interface LandingRates {
  /** clickSessions / sessions: visitors who clicked a call to action. */
  click: RateEstimate;
  /**
   * signUps / sessions. A sign-up need not follow a tracked visit (tracking blocked, a direct link
   * to /signup), so on tiny numbers sign-ups can exceed visitors: the rate is then null.
   */
  signUp: RateEstimate;
  /** subscribers / signUps. */
  subscribe: RateEstimate;
}

export interface LandingRow extends LandingCounts {
  variant: MessageVariant;
  /** A plan, or 'all' for the variant over every plan. */
  plan: PlanId | 'all';
  rates: LandingRates;
}

export interface LandingComparison extends VariantVerdict {
  /** The variants compared on this plan's visitors, or on all of them. */
  plan: PlanId | 'all';
}

export interface LandingDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  visits: Record<MessageVariant, number>;
  signUps: Record<MessageVariant, number>;
}

export interface LandingReport {
  period: ReportPeriod;
  /** Every variant × plan, plans in PLAN_IDS order, variants a–d within each; zeros included. */
  rows: LandingRow[];
  /** Each variant over all plans (plan 'all'). */
  variants: LandingRow[];
  /** Visit → sign-up: first over all plans, then per plan. */
  comparisons: LandingComparison[];
  /** Every day of the period, zeros included. */
  daily: LandingDay[];
  /** Sign-ups in the period whose plan is unknown (accounts from before sign-ups recorded it). */
  unattributedSignUps: number;
}

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
