import { SignupForm } from '../../features/auth/components/signup-form';

export { SignupForm as Component };
