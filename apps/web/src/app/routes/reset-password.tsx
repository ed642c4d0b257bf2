import { ResetPassword } from '../../features/auth/components/reset-password';

export { ResetPassword as Component };
