import { DomainSettingsPage } from '../../../features/settings/components/planned-pages';

export { DomainSettingsPage as Component };
