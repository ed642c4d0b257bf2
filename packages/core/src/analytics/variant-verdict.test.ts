import { describe, expect, it } from 'vitest';
import { compareVariants } from './variant-verdict';

const v = (variant: 'a' | 'b' | 'c' | 'd', successes: number, trials: number) => ({ variant, successes, trials });

describe('compareVariants', () => {
  it('needs visitors on two variants and at least one sign-up', () => {
    expect(compareVariants([v('a', 3, 50), v('b', 0, 0)])).toMatchObject({ kind: 'not_enough_data', best: null });
    expect(compareVariants([v('a', 0, 50), v('b', 0, 60)])).toMatchObject({ kind: 'not_enough_data', best: null });
    expect(compareVariants([]).message).toMatch(/^Not yet significant/);
  });

  it('says when the counts are too small to test', () => {
    const verdict = compareVariants([v('a', 2, 20), v('b', 1, 20)]);
    expect(verdict).toMatchObject({ kind: 'not_enough_data', best: 'a', undecided: ['b'] });
    expect(verdict.tests[0]).toMatchObject({ variant: 'b', z: null, significant: false });
    expect(verdict.message).toMatch(/^Not yet significant: variant a converts 10\.0 % /);
  });

  it('calls a clear difference significant', () => {
    // 30/200 against 15/200: p = 0.0176 < 0.05 with a single comparison.
    const verdict = compareVariants([v('a', 15, 200), v('b', 30, 200)]);
    expect(verdict).toMatchObject({ kind: 'significant', best: 'b', beats: ['a'], undecided: [] });
    expect(verdict.message).toBe(
      'Significant: variant b converts 15.0 % of visitors into sign-ups, better than a at 95 % confidence.',
    );
  });

  it('corrects for picking the leader among several: p = 0.0176 is not enough against three others', () => {
    const verdict = compareVariants([v('a', 15, 200), v('b', 30, 200), v('c', 15, 200), v('d', 15, 200)]);
    // 0.0176 > 0.05 / 3
    expect(verdict).toMatchObject({ kind: 'not_yet_significant', best: 'b', beats: [] });
    expect(verdict.undecided).toEqual(['a', 'c', 'd']);
    expect(verdict.message).toBe(
      'Not yet significant: variant b converts 15.0 % of visitors into sign-ups. The difference from a, c and d could still be chance.',
    );
  });

  it('names the variants it beats and the ones it does not yet', () => {
    const verdict = compareVariants([v('a', 100, 1000), v('b', 160, 1000), v('c', 150, 1000)]);
    expect(verdict).toMatchObject({ kind: 'not_yet_significant', best: 'b', beats: ['a'], undecided: ['c'] });
    expect(verdict.message).toBe(
      'Not yet significant: variant b converts 16.0 % of visitors into sign-ups. It beats a at 95 % confidence, but the difference from c could still be chance.',
    );
  });

  it('calls a leader significant only when it beats every other variant', () => {
    const verdict = compareVariants([v('a', 100, 1000), v('b', 200, 1000), v('c', 90, 1000), v('d', 110, 1000)]);
    expect(verdict).toMatchObject({ kind: 'significant', best: 'b', beats: ['a', 'c', 'd'] });
    expect(verdict.message).toMatch(/better than a, c and d at 95 % confidence\.$/);
  });
});
