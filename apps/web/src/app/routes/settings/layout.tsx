import { SettingsLayout } from '../../../components/layouts/settings-layout';

export { SettingsLayout as Component };
