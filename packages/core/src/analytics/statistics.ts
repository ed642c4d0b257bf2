/**
 * The A/B report's statistics (docs/decisions/015): proportions, their 95 % Wilson score
 * intervals and the two-proportion z-test. Pure and zod-free, so the server computes the report
 * with them and the web may format the same numbers.
 */

/** The two-sided 95 % critical value of the standard normal distribution. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** `successes / trials`, or null when there are no trials or the counts are not a proportion. */
export function rate(successes: number, trials: number): number | null {
  if (!isCount(successes) || !isCount(trials) || trials === 0 || successes > trials) return null;
  return successes / trials;
}

/**
 * The Wilson score interval of a proportion: unlike the textbook p ± z·√(p(1−p)/n) it stays
 * within [0, 1] and behaves at 0 and n successes and with few trials. 10 of 100 → [0.0552, 0.1744].
 * Null when there are no trials or the counts are not a proportion.
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Interval | null {
  const p = rate(successes, trials);
  if (p === null) return null;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // Rounding can leave 1e-17 outside [0, 1] at 0 or n successes.
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** P(Z ≤ z) of the standard normal distribution (Abramowitz & Stegun 7.1.26; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface Proportion {
  successes: number;
  trials: number;
}

export interface ZTest {
  /** Positive when `a`'s proportion is the larger. */
  z: number;
  /** Two-sided. */
  pValue: number;
}

/**
 * The pooled two-proportion z-test of "a and b convert at the same rate". Null when it would not
 * be valid: no trials on a side, counts that are not proportions, or fewer than 5 expected
 * successes or failures on a side under the pooled rate (the normal approximation's usual rule).
 */
export function twoProportionZTest(a: Proportion, b: Proportion): ZTest | null {
  const pa = rate(a.successes, a.trials);
  const pb = rate(b.successes, b.trials);
  if (pa === null || pb === null) return null;
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const expected = [a.trials, b.trials].flatMap((n) => [n * pooled, n * (1 - pooled)]);
  if (expected.some((count) => count < 5)) return null;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  const z = (pa - pb) / se;
  return { z, pValue: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}
