import { describe, expect, it } from 'vitest';
import { billingCard, dashboardBanner, formatBillingDate, trialEndMessage } from './billing-copy';
import type { SubscriptionView } from './gate';

const NOW = new Date('2026-11-21T12:00:00Z');
const base: SubscriptionView = {
  subscriptionStatus: 'trialing',
  trialType: 'free_no_card',
  trialEndDate: '2026-11-22T12:00:00Z',
  trialSubdomain: 'try',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-11-22T12:00:00Z',
  paymentMethodBrand: null,
  paymentMethodLast4: null,
  paymentFailureReason: null,
};

describe('dashboard banner (priority order)', () => {
  it('1. canceled at period end wins, and mentions trial days when trialing', () => {
    const b = dashboardBanner({ ...base, cancelAtPeriodEnd: true }, '$2/day', NOW);
    expect(b).toMatchObject({
      kind: 'canceled',
      title: 'Subscription canceled',
      action: { label: 'Keep Subscription', to: '/settings/billing' },
    });
    expect(b && 'message' in b && b.message).toContain('1 day left in your trial');
  });
  it('2. free trial with a card on file: the card will be charged', () => {
    const b = dashboardBanner({ ...base, paymentMethodLast4: '4242' }, '$2/day', NOW);
    expect(b).toEqual({ kind: 'card_on_file', message: 'Your card will be charged $2/day when your trial ends.' });
  });
  it('3. free trial without a card and 2 or fewer days left', () => {
    expect(dashboardBanner(base, '$2/day', NOW)).toMatchObject({
      kind: 'trial_ending',
      title: 'Your trial ends in 1 day',
    });
    expect(dashboardBanner({ ...base, trialEndDate: '2026-11-25T12:00:00Z' }, '$2/day', NOW)).toBeNull();
  });
  it('4. otherwise none', () => {
    expect(dashboardBanner({ ...base, trialType: 'card_required', trialSubdomain: 'start' }, '$2/day', NOW)).toBeNull();
    expect(dashboardBanner({ ...base, subscriptionStatus: 'active' }, '$2/day', NOW)).toBeNull();
    expect(dashboardBanner(null, '$2/day', NOW)).toBeNull();
  });
});

describe('billing card', () => {
  it("follows the workspace's time zone when given one", () => {
    expect(formatBillingDate('2026-11-22T23:30:00-05:00', 'America/New_York')).toBe('November 22, 2026');
    expect(trialEndMessage('start', '2026-11-22T02:00:00Z', '$2/day', 'America/Los_Angeles')).toBe(
      'Your card will be charged on November 21, 2026.',
    );
  });

  it('shows the per-plan trial end message with dates in UTC, en-US', () => {
    expect(formatBillingDate('2026-11-22T23:30:00-05:00')).toBe('November 23, 2026');
    expect(trialEndMessage('try', '2026-11-22T12:00:00Z')).toBe(
      'Your free trial ends on November 22, 2026. Add a payment method to continue.',
    );
    expect(trialEndMessage('start', '2026-11-22T12:00:00Z')).toBe('Your card will be charged on November 22, 2026.');
    expect(trialEndMessage('pro', '2026-11-23T12:00:00Z', '$2/day')).toBe(
      'Full price of $2/day starts on November 23, 2026.',
    );
    expect(trialEndMessage('launch', null)).toBe('Your subscription is active.');
  });
  it('warns a try trial without a card, reassures one with a card', () => {
    expect(billingCard(base, '$2/day', NOW)).toMatchObject({
      kind: 'add_card',
      action: 'Add Payment Method',
      title: '1 day remaining in your free trial',
    });
    expect(billingCard({ ...base, paymentMethodLast4: '4242' }, '$2/day', NOW)).toMatchObject({
      kind: 'card_ready',
      message: "Payment method added - you're all set!",
    });
  });
  it('shows other trials with days remaining, and cancellations', () => {
    const start = { ...base, trialType: 'card_required', trialSubdomain: 'start' as const, paymentMethodLast4: '4242' };
    expect(billingCard(start, '$2/day', NOW)).toMatchObject({ kind: 'trial', title: '1 day remaining' });
    expect(
      billingCard({ ...start, subscriptionStatus: 'active', cancelAtPeriodEnd: true }, '$2/day', NOW),
    ).toMatchObject({
      kind: 'canceled',
      message: 'Your access ends on November 22, 2026.',
    });
    expect(billingCard({ ...start, subscriptionStatus: 'active' }, '$2/day', NOW)).toMatchObject({ kind: 'active' });
  });
});
