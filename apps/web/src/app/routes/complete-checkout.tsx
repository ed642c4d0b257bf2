import { CompleteCheckoutPage } from '../../features/billing/components/complete-checkout-page';

export { CompleteCheckoutPage as Component };
