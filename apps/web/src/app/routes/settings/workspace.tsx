import { WorkspaceSettingsPage } from '../../../features/settings/components/workspace-settings-page';

export { WorkspaceSettingsPage as Component };
