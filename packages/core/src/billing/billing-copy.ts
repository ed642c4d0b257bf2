import { plural } from '../plural';
import { daysRemaining, type SubscriptionView } from './gate';
import { isPlanId, type PlanId } from './plans';

/** Dates in billing copy, en-US: 'January 5, 2025', on the calendar of the workspace's time zone (UTC by default). */
export function formatBillingDate(iso: string | null | undefined, timeZone = 'UTC'): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
}

/** A subscription set to cancel at period end: trial days left, the end date, or that it is canceled. */
function canceledMessage(sub: SubscriptionView, days: number, timeZone: string): string {
  if (sub.subscriptionStatus === 'trialing') return `You have ${plural(days, 'day')} left in your trial.`;
  if (sub.currentPeriodEnd) return `Your access ends on ${formatBillingDate(sub.currentPeriodEnd, timeZone)}.`;
  return 'Your subscription has been canceled.';
}

export type DashboardBanner =
  | {
      kind: 'canceled';
      title: 'Subscription canceled';
      message: string;
      action: { label: 'Keep Subscription'; to: '/settings/billing' };
    }
  | { kind: 'card_on_file'; message: string }
  | { kind: 'trial_ending'; title: string; message: string; action: { label: 'Add Payment Method' } }
  | null;

/** The dashboard subscription banner, in its priority order (docs/product.md#dashboard-banner). */
export function dashboardBanner(
  sub: SubscriptionView | null,
  priceLabel: string,
  now = new Date(),
  timeZone = 'UTC',
): DashboardBanner {
  if (!sub) return null;
  const days = daysRemaining(sub.trialEndDate, now);
  const trialing = sub.subscriptionStatus === 'trialing';
  if (sub.cancelAtPeriodEnd) {
    return {
      kind: 'canceled',
      title: 'Subscription canceled',
      message: `Your subscription will not renew. ${canceledMessage(sub, days, timeZone)}`,
      action: { label: 'Keep Subscription', to: '/settings/billing' },
    };
  }
  if (trialing && sub.trialType === 'free_no_card') {
    if (sub.paymentMethodLast4) {
      return { kind: 'card_on_file', message: `Your card will be charged ${priceLabel} when your trial ends.` };
    }
    if (days <= 2) {
      return {
        kind: 'trial_ending',
        title: `Your trial ends in ${plural(days, 'day')}`,
        message: 'Add a payment method to keep access to your workspace.',
        action: { label: 'Add Payment Method' },
      };
    }
  }
  return null;
}

/** Trial end copy per plan, for the billing card. */
export function trialEndMessage(
  plan: PlanId | null,
  trialEndDate: string | null,
  priceLabel = '$2/day',
  timeZone = 'UTC',
): string {
  const date = formatBillingDate(trialEndDate, timeZone);
  switch (plan) {
    case 'try':
      return `Your free trial ends on ${date}. Add a payment method to continue.`;
    case 'start':
      return `Your card will be charged on ${date}.`;
    case 'pro':
      return `Full price of ${priceLabel} starts on ${date}.`;
    case 'launch':
      return 'Your subscription is active.';
    default:
      return date ? `Your trial ends on ${date}.` : '';
  }
}

export type BillingCard =
  | { kind: 'canceled'; title: 'Subscription canceled'; message: string }
  | { kind: 'add_card'; tone: 'warning'; title: string; message: string; action: 'Add Payment Method' }
  | { kind: 'card_ready'; message: "Payment method added - you're all set!"; detail: string }
  | { kind: 'trial'; title: string; message: string }
  | { kind: 'active'; message: string }
  | { kind: 'none'; message: string };

/** The status card of /settings/billing (docs/product.md#billing-card). */
export function billingCard(
  sub: SubscriptionView | null,
  priceLabel: string,
  now = new Date(),
  timeZone = 'UTC',
): BillingCard {
  if (!sub?.subscriptionStatus) return { kind: 'none', message: 'You have no subscription yet.' };
  const days = daysRemaining(sub.trialEndDate, now);
  const trialing = sub.subscriptionStatus === 'trialing';
  const plan = isPlanId(sub.trialSubdomain) ? sub.trialSubdomain : null;
  if (sub.cancelAtPeriodEnd) {
    return { kind: 'canceled', title: 'Subscription canceled', message: canceledMessage(sub, days, timeZone) };
  }
  if (trialing) {
    const detail = trialEndMessage(plan, sub.trialEndDate, priceLabel, timeZone);
    if (plan === 'try' && !sub.paymentMethodLast4) {
      return {
        kind: 'add_card',
        tone: 'warning',
        title: `${plural(days, 'day')} remaining in your free trial`,
        message: detail,
        action: 'Add Payment Method',
      };
    }
    if (plan === 'try') return { kind: 'card_ready', message: "Payment method added - you're all set!", detail };
    return { kind: 'trial', title: `${plural(days, 'day')} remaining`, message: detail };
  }
  if (sub.subscriptionStatus === 'active') return { kind: 'active', message: trialEndMessage('launch', null) };
  return { kind: 'none', message: '' };
}
