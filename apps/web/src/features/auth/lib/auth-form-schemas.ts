import { MESSAGES, PASSWORD_INPUT_MIN_LENGTH, PASSWORD_MAX_LENGTH, signInSchema, signUpSchema } from '@bloom/core';
import { z } from 'zod';

/**
 * The sign-in, sign-up and reset forms' schemas, loaded at the first submit (lazyZodResolver):
 * these pages' first load then carries no zod, which is most of their JavaScript.
 */

/** The two fields every new-password form has (sign-up and reset). */
const newPasswordShape = {
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_INPUT_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
};

export const signInFormSchema = signInSchema;

export const signUpFormSchema = z.object({
  name: signUpSchema.shape.name,
  email: signUpSchema.shape.email,
  ...newPasswordShape,
});

export const resetFormSchema = z.object(newPasswordShape);
