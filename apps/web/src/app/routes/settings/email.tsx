import { EmailSettingsPage } from '../../../features/settings/components/email-settings-page';

export { EmailSettingsPage as Component };
