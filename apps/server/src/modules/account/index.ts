// The account area's door: what other areas may use of it (the only import path into it).
export { resetTokenEmail } from './password-reset';
