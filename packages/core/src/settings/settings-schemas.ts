import { z } from 'zod';
import { HEX_COLOR, MESSAGES } from '../messages';
import { meetsPasswordPolicy, PASSWORD_INPUT_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../password';
import { text } from '../text';
import { SETTINGS_MESSAGES as M } from './settings-messages';
import { isTimeZone } from './timezones';

/**
 * The settings API's inputs: one schema per form, shared by the server (which answers 400 and
 * changes nothing when they fail) and the forms (which show the same messages inline).
 */

/** '' from a cleared input means "none". */
const emptyToNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value == null ? null : value);

const workspaceName = text({ label: 'Workspace name', error: M.workspaceNameRequired })
  .trim()
  .min(1, M.workspaceNameRequired)
  .max(100, M.workspaceNameTooLong);

const contactEmail = text({ label: 'Contact email', error: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .refine((s) => s === '' || z.email().safeParse(s).success, M.invalidEmail)
  .nullable()
  .transform(emptyToNull);

const timezone = text({ label: 'Time zone', error: M.invalidTimezone }).refine(isTimeZone, M.invalidTimezone);

/** '#rrggbb', stored in lower case. */
export const hexColorSchema = text({ label: 'Colour', error: M.invalidColor })
  .trim()
  .regex(HEX_COLOR, M.invalidColor)
  .transform((s) => s.toLowerCase());

/** The accent colour: '#rrggbb', or '' / null for none. */
const accentColor = text({ label: 'Colour', error: M.invalidColor })
  .trim()
  .refine((s) => s === '' || HEX_COLOR.test(s), M.invalidColor)
  .transform((s) => s.toLowerCase())
  .nullable()
  .transform(emptyToNull);

/** A Calendly booking page: https://calendly.com/ (or www.) and a path, no spaces or quotes. */
export const CALENDLY_URL = /^https:\/\/(?:www\.)?calendly\.com\/[A-Za-z0-9_~.\-/%?=&+:@!$,;*]+$/i;
export const isCalendlyUrl = (value: string): boolean => CALENDLY_URL.test(value) && !value.includes('..');

const calendlyUrl = text({ label: 'Calendly link', error: M.invalidCalendlyUrl })
  .trim()
  .max(500, M.invalidCalendlyUrl)
  .refine((s) => s === '' || isCalendlyUrl(s), M.invalidCalendlyUrl)
  .nullable()
  .transform(emptyToNull);

/** PATCH /api/workspace: only the keys sent change; unknown keys are refused. */
export const workspacePatchSchema = z.strictObject({
  name: workspaceName.optional(),
  contactEmail: contactEmail.optional(),
  timezone: timezone.optional(),
  primaryColor: hexColorSchema.optional(),
  accentColor: accentColor.optional(),
  calendlyUrl: calendlyUrl.optional(),
  onboardingCompleted: z.boolean().optional(),
  checklistDismissed: z.boolean().optional(),
});
export type WorkspacePatchInput = z.input<typeof workspacePatchSchema>;
export type WorkspacePatch = z.output<typeof workspacePatchSchema>;

/** PATCH /api/account: the owner's full name (the same rule as sign-up, at most 100 characters). */
export const accountNameSchema = z.strictObject({
  name: text({ label: 'Full name', error: M.fullNameRequired })
    .trim()
    .min(1, M.fullNameRequired)
    .max(100, M.fullNameTooLong),
});
export type AccountNameInput = z.input<typeof accountNameSchema>;

/** POST /api/account/password: the new password follows the sign-up strength rule. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: text({ label: 'Current password', error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    newPassword: text({ label: 'Password', error: 'Password is required' })
      .min(PASSWORD_INPUT_MIN_LENGTH, MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
      .refine(meetsPasswordPolicy, MESSAGES.passwordPolicy),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { message: M.samePassword, path: ['newPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** DELETE /api/account: the owner types their email; the server compares it with the session's. */
export const deleteAccountSchema = z.strictObject({
  email: text({ label: 'Email', error: M.deleteConfirmMismatch }).trim().min(1, M.deleteConfirmMismatch).max(254),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The delete dialog's check: the typed email is the account's, ignoring case and outer spaces. */
export const confirmsAccountEmail = (typed: string, accountEmail: string): boolean =>
  typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
