// The meter lives in components/domain: the sign-up, reset and account settings forms all show it.
export { PasswordStrength } from '../../../components/domain/password-strength';
