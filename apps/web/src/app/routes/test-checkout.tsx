import { TestCheckoutPage } from '../../features/billing/components/test-checkout-page';

export { TestCheckoutPage as Component };
