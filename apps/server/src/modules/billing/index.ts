// The billing area's door: what other areas may use of it (the only import path into it).
export { gateFor } from './billing-service';
export { readSubscription, type SubscriptionRow, toSubscriptionView } from './subscription-store';
