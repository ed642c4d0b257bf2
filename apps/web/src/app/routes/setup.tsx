import { SetupWizard } from '../../features/setup/components/setup-wizard';

export { SetupWizard as Component };
