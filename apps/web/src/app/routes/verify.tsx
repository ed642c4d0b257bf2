import { VerifyPage } from '../../features/verify/components/verify-page';

export { VerifyPage as Component };
