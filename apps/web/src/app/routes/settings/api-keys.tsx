import { ApiKeysPage } from '../../../features/integrations/components/api-keys-page';

export { ApiKeysPage as Component };
