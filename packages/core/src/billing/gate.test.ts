import { describe, expect, it } from 'vitest';
import { computeGate, daysRemaining, gateRoute, type SubscriptionView } from './gate';

const NOW = new Date('2026-11-21T12:00:00Z');
const HOUR = 60 * 60 * 1000;

function sub(overrides: Partial<SubscriptionView>): SubscriptionView {
  return {
    subscriptionStatus: 'active',
    trialType: null,
    trialEndDate: null,
    trialSubdomain: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    paymentMethodBrand: null,
    paymentMethodLast4: null,
    paymentFailureReason: null,
    ...overrides,
  };
}
const inHours = (h: number) => new Date(NOW.getTime() + h * HOUR).toISOString();

describe('the gate table', () => {
  it.each([
    ['no record', null, 'needs_checkout', 'Please complete your subscription setup.'],
    ['no status', sub({ subscriptionStatus: null }), 'needs_checkout', 'Please complete your subscription setup.'],
    ...(['not_started', 'incomplete', 'incomplete_expired'] as const).map(
      (s) =>
        [
          s,
          sub({ subscriptionStatus: s }),
          'needs_checkout',
          'Please complete your subscription checkout to access the dashboard.',
        ] as const,
    ),
    [
      'past_due',
      sub({ subscriptionStatus: 'past_due' }),
      'past_due',
      'Your payment is past due. Please update your payment method.',
    ],
    [
      'unpaid',
      sub({ subscriptionStatus: 'unpaid' }),
      'past_due',
      'Your subscription payment is unpaid. Please update your payment method to restore access.',
    ],
    [
      'canceled',
      sub({ subscriptionStatus: 'canceled' }),
      'canceled',
      'Your subscription has been canceled. Please resubscribe to continue.',
    ],
    [
      'trialing free_no_card, 2 days left',
      sub({ subscriptionStatus: 'trialing', trialType: 'free_no_card', trialEndDate: inHours(30) }),
      'allowed',
      'You have 2 days remaining in your trial.',
    ],
    [
      'trialing free_no_card, 1 day left',
      sub({ subscriptionStatus: 'trialing', trialType: 'free_no_card', trialEndDate: inHours(3) }),
      'allowed',
      'You have 1 day remaining in your trial.',
    ],
    [
      'trialing free_no_card, ended',
      sub({ subscriptionStatus: 'trialing', trialType: 'free_no_card', trialEndDate: inHours(-1) }),
      'needs_payment_method',
      'Your trial has ended. Please add a payment method to continue.',
    ],
    [
      'other trialing',
      sub({ subscriptionStatus: 'trialing', trialType: 'paid_trial', trialEndDate: inHours(47) }),
      'allowed',
      'Trial active - 2 days remaining.',
    ],
    [
      'other trialing, ended',
      sub({ subscriptionStatus: 'trialing', trialType: 'card_required', trialEndDate: inHours(-5) }),
      'allowed',
      'Trial active - 0 days remaining.',
    ],
    ['active', sub({ subscriptionStatus: 'active' }), 'allowed', 'Subscription active'],
    [
      'paused',
      sub({ subscriptionStatus: 'paused' }),
      'expired',
      'Your subscription is paused. Please reactivate to continue.',
    ],
    [
      'any other status',
      sub({ subscriptionStatus: 'mystery' as SubscriptionView['subscriptionStatus'] }),
      'allowed',
      '',
    ],
  ] as const)('%s → %s', (_name, input, status, message) => {
    const gate = computeGate(input, 'start', NOW);
    expect(gate.status).toBe(status);
    expect(gate.message).toBe(message);
    expect(gate.currentSubdomain).toBe('start');
  });

  it('carries the subscription fields and whether a card is on file', () => {
    const gate = computeGate(
      sub({
        subscriptionStatus: 'trialing',
        trialType: 'free_no_card',
        trialEndDate: inHours(20),
        trialSubdomain: 'try',
        paymentMethodLast4: '4242',
      }),
      null,
      NOW,
    );
    expect(gate).toMatchObject({
      trialSubdomain: 'try',
      hasPaymentMethod: true,
      daysRemaining: 1,
      trialType: 'free_no_card',
    });
  });
});

describe('days remaining', () => {
  it('rounds up and never goes below zero', () => {
    expect(daysRemaining(inHours(1), NOW)).toBe(1);
    expect(daysRemaining(inHours(24), NOW)).toBe(1);
    expect(daysRemaining(inHours(24.01), NOW)).toBe(2);
    expect(daysRemaining(inHours(0), NOW)).toBe(0);
    expect(daysRemaining(inHours(-48), NOW)).toBe(0);
    expect(daysRemaining(null, NOW)).toBe(0);
    expect(daysRemaining('not a date', NOW)).toBe(0);
  });
});

describe('gate routing', () => {
  it('sends each gate status to its screen', () => {
    expect(gateRoute('allowed')).toBeNull();
    expect(gateRoute('needs_checkout')).toBe('/complete-checkout');
    for (const s of ['needs_payment_method', 'past_due', 'expired', 'canceled'])
      expect(gateRoute(s)).toBe('/payment-issue');
    expect(gateRoute('something_else')).toBe('restricted');
  });
});
