import { EmailSettingsPage } from '../../../features/settings/components/planned-pages';

export { EmailSettingsPage as Component };
