/** Kept apart from the gate so the landing page can ask "subscribed?" without carrying the gate table. */
export const SUBSCRIPTION_STATUSES = [
  'not_started',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** An active or trialing subscription counts as subscribed (landing CTA, `/` redirect). */
export function isSubscribed(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}
