import { ForgotPassword } from '../../features/auth/components/forgot-password';

export { ForgotPassword as Component };
