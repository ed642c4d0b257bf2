import { BillingSettings } from '../../../features/billing/components/billing-settings';

export { BillingSettings as Component };
