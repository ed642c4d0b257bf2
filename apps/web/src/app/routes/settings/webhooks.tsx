import { WebhooksPage } from '../../../features/integrations/components/webhooks-page';

export { WebhooksPage as Component };
