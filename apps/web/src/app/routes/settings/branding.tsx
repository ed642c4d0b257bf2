import { BrandingSettingsPage } from '../../../features/settings/components/branding-settings-page';

export { BrandingSettingsPage as Component };
