import { formatFileSize } from '../files/file-size';

/** The largest logo accepted (checked while streaming; docs/decisions/021). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Raster logos are resized to fit this square (never enlarged). */
export const LOGO_MAX_PIXELS = 512;
/** An SVG logo draws at most this many elements, counted after expanding `<use>` (the server's svg-complexity.ts). */
export const LOGO_SVG_MAX_ELEMENTS = 10_000;
/** An SVG logo's declared width and height, at most (px). */
export const LOGO_SVG_MAX_DIMENSION = 10_000;

/** What the settings forms and the settings API say (server and form share them). */
export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  saving: 'Saving...',
  workspaceNameRequired: 'Workspace name is required',
  workspaceNameTooLong: 'Workspace name must be at most 100 characters',
  invalidEmail: 'Please enter a valid email address',
  invalidTimezone: 'Choose a time zone from the list',
  invalidColor: 'Enter a colour as # and six hex digits, like #14b8a6',
  invalidCalendlyUrl: 'Enter a Calendly link, like https://calendly.com/your-name',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 100 characters',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  samePassword: 'Choose a new password that differs from the current one',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  deleteConfirmMismatch: 'Type your email exactly as shown to confirm',
  accountDeleted: 'Your account and all its data have been deleted',
  logoRequired: 'Choose an image to upload',
  logoUnsupported: 'Upload a PNG, JPG, WebP or SVG image.',
  logoTooLarge: `The logo is too large. Maximum size is ${formatFileSize(LOGO_MAX_BYTES)}.`,
  logoUnreadable: 'This image could not be read. Try another file.',
  logoTooComplex: `This SVG is too complex to use as a logo (at most ${LOGO_SVG_MAX_ELEMENTS.toLocaleString('en-US')} shapes, ${LOGO_SVG_MAX_DIMENSION.toLocaleString('en-US')} px wide or high). Simplify it or upload a PNG.`,
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
} as const;
