import { PaymentIssuePage } from '../../features/billing/components/payment-issue-page';

export { PaymentIssuePage as Component };
