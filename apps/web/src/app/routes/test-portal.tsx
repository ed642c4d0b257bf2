import { TestPortalPage } from '../../features/billing/components/test-portal-page';

export { TestPortalPage as Component };
