import { NotificationSettingsPage } from '../../../features/settings/components/planned-pages';

export { NotificationSettingsPage as Component };
