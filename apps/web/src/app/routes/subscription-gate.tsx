import { SubscriptionGate } from '../../features/billing/components/subscription-gate';

export { SubscriptionGate as Component };
