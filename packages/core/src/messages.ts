/** The product's strings, kept once for server and browser (docs/product.md#messages). */
export const MESSAGES = {
  unexpected: 'An unexpected error occurred',
  authRequired: 'You must be logged in',
  databaseError: 'Database error occurred',
  networkError: 'Network error. Please check your connection.',
  validationError: 'Please check your input and try again',
  invalidJson: 'Request body must be valid JSON',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordPolicy: 'Password does not meet security requirements',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordHint: 'Must be at least 6 characters',
  welcomeBack: 'Welcome back!',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  passwordUpdated: 'Password updated successfully!',
  invalidResetLink: 'Invalid or expired reset link. Please request a new one.',
  resetSessionMissing: 'Auth session missing. Please try requesting a new reset link.',
  accountCreated: 'Account created successfully!',
  signedOut: 'Signed out successfully',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notFound: 'Not found',
  crossSite: 'Cross-site requests are not allowed',
  workspaceNotFound: 'Workspace not found',
  /** Text the database cannot store (U+0000); `label` names the field, e.g. 'Journey name'. */
  nulCharacter: (label = 'Text') => `${label} must not contain NUL characters`,
} as const;

export const DEFAULT_WORKSPACE_NAME = 'My Workspace';
/** A new workspace's brand colour and a new colour field's default (the database default matches). */
export const DEFAULT_PRIMARY_COLOR = '#14b8a6';
/** A colour as the product stores it: '#' and six hex digits. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const PRODUCT_NAME = 'Bloom';
