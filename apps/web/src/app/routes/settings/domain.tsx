import { DomainSettingsPage } from '../../../features/settings/components/domain-settings-page';

export { DomainSettingsPage as Component };
