import { AccountSettingsPage } from '../../../features/settings/components/account-settings-page';

export { AccountSettingsPage as Component };
