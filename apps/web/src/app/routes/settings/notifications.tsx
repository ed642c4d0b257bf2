import { NotificationSettingsPage } from '../../../features/settings/components/notification-settings-page';

export { NotificationSettingsPage as Component };
