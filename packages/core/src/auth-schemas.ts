import { z } from 'zod';
import { PLAN_IDS } from './billing/plan-ids';
import { isPlanId } from './billing/plans';
import { MESSAGES } from './messages';
import { meetsPasswordPolicy, PASSWORD_INPUT_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './password';
import { text } from './text';
import { messageVariantSchema } from './variants';

const email = text({ label: 'Email', error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const strongPassword = text({ label: 'Password', error: 'Password is required' })
  .min(PASSWORD_INPUT_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .refine(meetsPasswordPolicy, MESSAGES.passwordPolicy);

export const signUpSchema = z.object({
  name: text({ label: 'Full name', error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name is too long'),
  email,
  password: strongPassword,
  messageVariant: messageVariantSchema.default('a'),
  /**
   * The plan the visitor saw; unset or unknown, the server takes it from the host and plan cookie.
   * Anything else is ignored rather than refused (a transform, not `.catch`: the OpenAPI document
   * can describe it).
   */
  plan: z
    .unknown()
    .transform((value) => (isPlanId(value) ? value : undefined))
    .optional()
    .meta({ description: `One of ${PLAN_IDS.join(', ')}; anything else is ignored` }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: text({ label: 'Password', error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});

export const forgotPasswordSchema = z.object({ email });

/**
 * `POST /api/auth/request-password-reset`. The browser may say where it came from; the mailed
 * link is built by the server from PUBLIC_URL or the request's origin instead.
 */
export const requestPasswordResetSchema = forgotPasswordSchema.extend({ redirectTo: z.string().max(2000).optional() });

export const resetPasswordSchema = z.object({
  token: text({ label: 'Reset link', error: MESSAGES.invalidResetLink }).min(1, MESSAGES.invalidResetLink).max(200),
  newPassword: strongPassword,
});
