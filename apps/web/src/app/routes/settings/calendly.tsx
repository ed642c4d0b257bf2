import { CalendlySettingsPage } from '../../../features/settings/components/calendly-settings-page';

export { CalendlySettingsPage as Component };
