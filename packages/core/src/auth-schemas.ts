import { z } from 'zod';
import { MESSAGES } from './messages';
import { meetsPasswordPolicy } from './password';
import { messageVariantSchema } from './variants';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const strongPassword = z
  .string({ error: 'Password is required' })
  .min(6, MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters')
  .refine(meetsPasswordPolicy, MESSAGES.passwordPolicy);

export const signUpSchema = z.object({
  name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name is too long'),
  email,
  password: strongPassword,
  messageVariant: messageVariantSchema.default('a'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string({ error: MESSAGES.invalidResetLink }).min(1, MESSAGES.invalidResetLink).max(200),
  newPassword: strongPassword,
});
