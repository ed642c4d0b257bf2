import { z } from 'zod';
import { PLAN_IDS } from '../billing/plan-ids';
import { MESSAGE_VARIANTS } from '../variant-ids';

/**
 * The answer of `GET /api/admin/landing` (docs/decisions/015) as zod schemas: the server declares
 * the route with them, and the types beside them; landing-report.ts, variant-verdict.ts and
 * report-period.ts take them with `import type` and stay zod-free.
 */

const variant = z.enum(MESSAGE_VARIANTS);
/** A plan, or 'all' for every plan together. */
const planOrAll = z.union([z.enum(PLAN_IDS), z.literal('all')]);

/** The report's period: whole UTC days, both ends included. */
export const reportPeriodSchema = z.object({
  /** YYYY-MM-DD, the first day included. */
  from: z.string(),
  /** YYYY-MM-DD, the last day included. */
  to: z.string(),
  days: z.number(),
});

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`; missing ends default (core's `reportPeriod`). */
export const landingReportQuerySchema = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
});

export const landingCountsSchema = z.object({
  /** landing_visits rows: page views. */
  visits: z.number(),
  /** Distinct per-tab session ids among them: the visitors every rate is counted on. */
  sessions: z.number(),
  /** cta_clicks rows. */
  clicks: z.number(),
  /** Distinct sessions with at least one CTA click. */
  clickSessions: z.number(),
  /** Accounts created in the period with this variant (and plan). */
  signUps: z.number(),
  /** Of those sign-ups, the ones whose subscription is now active or trialing. */
  subscribers: z.number(),
});
export type LandingCounts = z.infer<typeof landingCountsSchema>;

export const rateEstimateSchema = z.object({
  successes: z.number(),
  trials: z.number(),
  /** successes / trials; null without trials, or when successes exceed trials (see `LandingRates`). */
  rate: z.number().nullable(),
  /** The 95 % Wilson score interval; null when `rate` is. */
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type RateEstimate = z.infer<typeof rateEstimateSchema>;

export const landingRatesSchema = z.object({
  /** clickSessions / sessions: visitors who clicked a call to action. */
  click: rateEstimateSchema,
  /**
   * signUps / sessions. A sign-up need not follow a tracked visit (tracking blocked, a direct link
   * to /signup), so on tiny numbers sign-ups can exceed visitors: the rate is then null.
   */
  signUp: rateEstimateSchema,
  /** subscribers / signUps. */
  subscribe: rateEstimateSchema,
});
export type LandingRates = z.infer<typeof landingRatesSchema>;

export const landingRowSchema = landingCountsSchema.extend({
  variant,
  /** A plan, or 'all' for the variant over every plan. */
  plan: planOrAll,
  rates: landingRatesSchema,
});
export type LandingRow = z.infer<typeof landingRowSchema>;

export const VERDICT_KINDS = ['significant', 'not_yet_significant', 'not_enough_data'] as const;

export const variantTestSchema = z.object({
  variant,
  /** The leader against this variant; null when the test is not valid yet (too few counts). */
  z: z.number().nullable(),
  pValue: z.number().nullable(),
  /** The leader is better at 95 % confidence (corrected for the number of comparisons). */
  significant: z.boolean(),
});

export const variantVerdictSchema = z.object({
  kind: z.enum(VERDICT_KINDS),
  /** The variant with the highest rate, null without visitors on two variants or without sign-ups. */
  best: variant.nullable(),
  /** The variants the leader is significantly better than. */
  beats: z.array(variant),
  /** The variants it cannot be told apart from yet. */
  undecided: z.array(variant),
  tests: z.array(variantTestSchema),
  /** One plain sentence for the report. */
  message: z.string(),
});

export const landingComparisonSchema = variantVerdictSchema.extend({
  /** The variants compared on this plan's visitors, or on all of them. */
  plan: planOrAll,
});
export type LandingComparison = z.infer<typeof landingComparisonSchema>;

export const landingDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  visits: z.record(variant, z.number()),
  signUps: z.record(variant, z.number()),
});
export type LandingDay = z.infer<typeof landingDaySchema>;

export const landingReportSchema = z.object({
  period: reportPeriodSchema,
  /** Every variant × plan, plans in PLAN_IDS order, variants a–d within each; zeros included. */
  rows: z.array(landingRowSchema),
  /** Each variant over all plans (plan 'all'). */
  variants: z.array(landingRowSchema),
  /** Visit → sign-up: first over all plans, then per plan. */
  comparisons: z.array(landingComparisonSchema),
  /** Every day of the period, zeros included. */
  daily: z.array(landingDaySchema),
  /** Sign-ups in the period whose plan is unknown (accounts from before sign-ups recorded it). */
  unattributedSignUps: z.number(),
});
export type LandingReport = z.infer<typeof landingReportSchema>;
