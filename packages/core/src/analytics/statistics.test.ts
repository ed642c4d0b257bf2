import { describe, expect, it } from 'vitest';
import { estimate, landingRates } from './landing-report';
import { normalCdf, rate, twoProportionZTest, wilsonInterval } from './statistics';

describe('rate', () => {
  it('divides, and refuses what is not a proportion', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 0)).toBeNull();
    expect(rate(5, 4)).toBeNull();
    expect(rate(-1, 4)).toBeNull();
    expect(rate(1.5, 4)).toBeNull();
  });
});

describe('wilsonInterval (95 %)', () => {
  // 81/263 and 0/10 are worked examples of Newcombe (1998, Statistics in Medicine 17:857); the rest by hand.
  it.each([
    [10, 100, 0.0552, 0.1744],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [1, 2, 0.0945, 0.9055],
    [50, 100, 0.4038, 0.5962],
    [81, 263, 0.2553, 0.3662],
  ])('%i of %i → [%f, %f]', (x, n, low, high) => {
    const interval = wilsonInterval(x, n);
    expect(interval?.low).toBeCloseTo(low, 4);
    expect(interval?.high).toBeCloseTo(high, 4);
  });

  it('is null without trials or with more successes than trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)).toBeNull();
  });

  it('always holds the rate and stays within [0, 1]', () => {
    for (let n = 1; n <= 60; n++) {
      for (let x = 0; x <= n; x++) {
        const i = wilsonInterval(x, n);
        expect(i).not.toBeNull();
        if (!i) continue;
        expect(i.low).toBeGreaterThanOrEqual(0);
        expect(i.high).toBeLessThanOrEqual(1);
        expect(i.low).toBeLessThanOrEqual(x / n + 1e-12);
        expect(i.high).toBeGreaterThanOrEqual(x / n - 1e-12);
      }
    }
  });
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1.959964, 0.975],
    [-1.959964, 0.025],
    [1, 0.841345],
    [3, 0.99865],
  ])('Φ(%f) = %f', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 5);
  });
});

describe('twoProportionZTest', () => {
  it('matches a worked example: 30/200 against 15/200', () => {
    // pooled 45/400 = 0.1125; se = √(0.1125 · 0.8875 · 2/200) = 0.031598; z = 0.075 / se = 2.3736
    const test = twoProportionZTest({ successes: 30, trials: 200 }, { successes: 15, trials: 200 });
    expect(test?.z).toBeCloseTo(2.3736, 3);
    expect(test?.pValue).toBeCloseTo(0.0176, 3);
  });

  it('is symmetric in sign and gives p = 1 for equal rates', () => {
    const a = { successes: 20, trials: 100 };
    const b = { successes: 40, trials: 160 };
    expect(twoProportionZTest(a, b)?.z).toBeCloseTo(-(twoProportionZTest(b, a)?.z ?? 0), 10);
    expect(twoProportionZTest(a, { successes: 20, trials: 100 })?.pValue).toBeCloseTo(1, 6);
  });

  it('refuses to test when the normal approximation does not hold', () => {
    expect(twoProportionZTest({ successes: 2, trials: 10 }, { successes: 0, trials: 10 })).toBeNull();
    expect(twoProportionZTest({ successes: 0, trials: 0 }, { successes: 10, trials: 100 })).toBeNull();
    expect(twoProportionZTest({ successes: 11, trials: 10 }, { successes: 10, trials: 100 })).toBeNull();
  });
});

describe('landingRates', () => {
  it('counts clicks and sign-ups on visitors and subscribers on sign-ups', () => {
    const rates = landingRates({
      visits: 150,
      sessions: 100,
      clicks: 30,
      clickSessions: 10,
      signUps: 5,
      subscribers: 2,
    });
    expect(rates.click).toMatchObject({ successes: 10, trials: 100, rate: 0.1 });
    expect(rates.click.low).toBeCloseTo(0.0552, 4);
    expect(rates.click.high).toBeCloseTo(0.1744, 4);
    expect(rates.signUp).toMatchObject({ successes: 5, trials: 100, rate: 0.05 });
    expect(rates.subscribe).toMatchObject({ successes: 2, trials: 5, rate: 0.4 });
  });

  it('gives no rate where there is none to give', () => {
    expect(estimate(0, 0)).toEqual({ successes: 0, trials: 0, rate: null, low: null, high: null });
    expect(estimate(3, 1)).toEqual({ successes: 3, trials: 1, rate: null, low: null, high: null });
  });
});
