import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage } from './billing-api';
import { buildPlans, checkoutAmounts, DEFAULT_PRICE_CONFIG, formatMoney, PLAN_FEATURES, selectPlan } from './plans';

describe('plans', () => {
  const { plans, price } = buildPlans();

  it('has the four trial variants with their labels', () => {
    expect(plans.try).toMatchObject({
      trialType: 'free_no_card',
      trialPeriodDays: 1,
      requiresPaymentMethod: false,
      ctaLabel: 'Start free trial',
    });
    expect(plans.start).toMatchObject({
      trialType: 'card_required',
      trialPeriodDays: 1,
      requiresPaymentMethod: true,
      ctaLabel: 'Start 1-day trial',
    });
    expect(plans.pro).toMatchObject({
      trialPeriodDays: 2,
      hasSetupFee: true,
      setupFeeAmount: 100,
      ctaLabel: 'Start $1 trial',
    });
    expect(plans.launch).toMatchObject({ trialType: 'none', trialPeriodDays: 0, ctaLabel: 'Start now' });
    expect(price.label).toBe('$2/day');
  });

  it('derives copy from the operator configuration, so no price is written twice', () => {
    const custom = buildPlans({
      ...DEFAULT_PRICE_CONFIG,
      amountCents: 350,
      trialDays: { try: 3, start: 7, pro: 5 },
      setupFeeCents: 500,
    });
    expect(custom.price.label).toBe('$3.50/day');
    expect(custom.plans.start.ctaLabel).toBe('Start 7-day trial');
    expect(custom.plans.pro.ctaLabel).toBe('Start $5 trial');
    expect(custom.plans.try.description).toContain('3-day free trial');
    expect(formatMoney(100, 'eur')).toBe('€1');
  });

  it('charges today only the pro fee or, without a trial, the first day', () => {
    expect(checkoutAmounts(plans.try, price).dueTodayCents).toBe(0);
    expect(checkoutAmounts(plans.start, price).dueTodayCents).toBe(0);
    expect(checkoutAmounts(plans.pro, price).dueTodayCents).toBe(100);
    expect(checkoutAmounts(plans.launch, price)).toMatchObject({ dueTodayCents: 200, trial: false });
  });
});

describe('plan selection', () => {
  it('takes the host prefix first', () => {
    expect(selectPlan({ host: 'try.bloom.app', query: 'pro', cookie: 'launch' })).toBe('try');
    expect(selectPlan({ host: 'launch.bloom.app:8443' })).toBe('launch');
    expect(selectPlan({ host: 'PRO.bloom.app' })).toBe('pro');
  });
  it('then ?plan=, then the cookie, then start', () => {
    expect(selectPlan({ host: 'localhost:3000', query: 'pro', cookie: 'try' })).toBe('pro');
    expect(selectPlan({ host: 'app.bloom.app', query: 'bogus', cookie: 'try' })).toBe('try');
    expect(selectPlan({ host: 'localhost:3000', cookie: 'nope' })).toBe('start');
    expect(selectPlan({})).toBe('start');
  });
});

describe('checkout error messages', () => {
  it.each([
    [401, undefined, 'signup', 'You must be logged in to start a subscription'],
    [401, undefined, 'complete', 'You must be logged in to complete checkout. Please refresh the page.'],
    [409, undefined, 'signup', 'You already have an active subscription.'],
    [409, 'Already on a plan', 'signup', 'Already on a plan'],
    [
      402,
      'Your card has insufficient funds.',
      'signup',
      'Insufficient funds. Please use a different payment method or add funds to your account.',
    ],
    [
      402,
      'Your card has insufficient funds.',
      'complete',
      'Insufficient funds. Please use a different payment method.',
    ],
    [402, 'Your card was declined.', 'signup', 'Your card was declined. Please try a different payment method.'],
    [
      402,
      'Your card number is incorrect.',
      'signup',
      'There was an issue with your payment method. Please try again or use a different card.',
    ],
    [502, 'upstream', 'signup', 'Our payment system is temporarily unavailable. Please try again in a few moments.'],
    [400, 'bad', 'signup', 'Failed to create checkout session (400)'],
  ] as const)('%i %s (%s)', (status, message, variant, expected) => {
    expect(checkoutErrorMessage(status, message, variant)).toBe(expected);
  });
});

describe('plan features', () => {
  it('lists the seven things the plan includes, each once, Zapier and testimonials included', () => {
    expect(PLAN_FEATURES).toHaveLength(7);
    expect(new Set(PLAN_FEATURES).size).toBe(7);
    expect(PLAN_FEATURES).toContain('Zapier integration');
    expect(PLAN_FEATURES).toContain('Automatic testimonial collection');
    expect(PLAN_FEATURES[0]).toBe('Unlimited client workflows');
  });
});
