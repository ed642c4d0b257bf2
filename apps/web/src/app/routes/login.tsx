import { LoginForm } from '../../features/auth/components/login-form';

export { LoginForm as Component };
