import type { z } from 'zod';
import type { MessageVariant } from '../variants';
import type { variantTestSchema, variantVerdictSchema } from './landing-report-responses';
import { rate, twoProportionZTest } from './statistics';

/**
 * Which message variant turns visitors into sign-ups best, said plainly and only as strongly as
 * the numbers allow (docs/decisions/015). Pure and zod-free.
 *
 * The variant with the highest rate is compared with each other one by a two-proportion z-test.
 * Having picked the leader first and then tested it k − 1 times, each test must pass at
 * 0.05 / (k − 1) (Bonferroni), so "significant" keeps meaning 95 % confidence overall.
 */

export interface VariantResult {
  variant: MessageVariant;
  /** Sign-ups. */
  successes: number;
  /** Visitors (unique sessions). */
  trials: number;
}

export type VariantVerdict = z.infer<typeof variantVerdictSchema>;
export type VariantTest = z.infer<typeof variantTestSchema>;
export type VerdictKind = VariantVerdict['kind'];

export const VERDICT_CONFIDENCE = 0.95;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export function compareVariants(results: readonly VariantResult[]): VariantVerdict {
  const rated = results
    .map((r) => ({ ...r, rate: rate(r.successes, r.trials) }))
    .filter((r): r is VariantResult & { rate: number } => r.rate !== null);
  const leader = [...rated].sort((a, b) => b.rate - a.rate || b.trials - a.trials)[0];
  if (rated.length < 2 || !leader || leader.successes === 0) {
    return {
      kind: 'not_enough_data',
      best: null,
      beats: [],
      undecided: rated.map((r) => r.variant),
      tests: [],
      message:
        rated.length < 2
          ? 'Not yet significant: at least two variants need visitors before they can be compared.'
          : 'Not yet significant: no visitor has signed up yet.',
    };
  }
  const others = rated.filter((r) => r !== leader);
  const alpha = (1 - VERDICT_CONFIDENCE) / others.length;
  const tests: VariantTest[] = others.map((other) => {
    const test = twoProportionZTest(leader, other);
    return {
      variant: other.variant,
      z: test?.z ?? null,
      pValue: test?.pValue ?? null,
      significant: test !== null && test.z > 0 && test.pValue < alpha,
    };
  });
  const beats = tests.filter((t) => t.significant).map((t) => t.variant);
  const undecided = tests.filter((t) => !t.significant).map((t) => t.variant);
  const lead = `variant ${leader.variant} converts ${percent(leader.rate)} of visitors into sign-ups`;
  if (undecided.length === 0) {
    return {
      kind: 'significant',
      best: leader.variant,
      beats,
      undecided,
      tests,
      message: `Significant: ${lead}, better than ${list(beats)} at 95 % confidence.`,
    };
  }
  if (tests.every((t) => t.z === null)) {
    return {
      kind: 'not_enough_data',
      best: leader.variant,
      beats,
      undecided,
      tests,
      message: `Not yet significant: ${lead}, but there are too few visitors and sign-ups to compare it with ${list(undecided)}.`,
    };
  }
  const partly = beats.length ? ` It beats ${list(beats)} at 95 % confidence, but` : ' The difference from';
  const rest = beats.length
    ? ` the difference from ${list(undecided)} could still be chance.`
    : ` ${list(undecided)} could still be chance.`;
  return {
    kind: 'not_yet_significant',
    best: leader.variant,
    beats,
    undecided,
    tests,
    message: `Not yet significant: ${lead}.${partly}${rest}`,
  };
}
