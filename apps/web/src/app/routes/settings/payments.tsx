import { PaymentSettingsPage } from '../../../features/payments/components/payment-settings-page';

export { PaymentSettingsPage as Component };
