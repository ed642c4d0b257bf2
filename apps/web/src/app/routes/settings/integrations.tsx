import { IntegrationsPage } from '../../../features/settings/components/integrations-page';

export { IntegrationsPage as Component };
