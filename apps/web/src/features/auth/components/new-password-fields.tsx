import { MESSAGES, meetsPasswordPolicy, PASSWORD_INPUT_MIN_LENGTH } from '@bloom/core';
import { useState } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  type UseFormSetError,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { lazyZodResolver } from '../../../lib/zod-resolver';
import { PasswordStrength } from './password-strength';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * The sign-up and reset rules, in order: the policy (4 of 5 checks), then the match.
 * Returns the failing field with its message, or null when both pass. The form shows the message
 * once, under its field; no toast repeats it (issue 31).
 */
export function checkNewPassword({
  password,
  confirmPassword,
}: NewPasswordValues): { field: keyof NewPasswordValues; message: string } | null {
  let failure: { field: keyof NewPasswordValues; message: string } | null = null;
  if (!meetsPasswordPolicy(password)) failure = { field: 'password', message: MESSAGES.passwordPolicy };
  else if (password !== confirmPassword) failure = { field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch };
  return failure;
}

/**
 * A new-password form (sign-up, reset): checked by the schema `loadSchema` gives (loaded at the
 * first submit, so the page's first load carries no zod), then by `checkNewPassword`, whose
 * failure shows under its field (focused); `onValid` gets values that passed both.
 */
export function useNewPasswordForm<TIn extends NewPasswordValues & FieldValues, TOut extends NewPasswordValues>(
  loadSchema: () => Promise<z.ZodType<TOut, TIn>>,
  defaultValues: DefaultValues<TIn>,
  onValid: (values: TOut) => void,
) {
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  const { register, control, handleSubmit, setError, formState } = useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues,
  });
  // Every such form has these two fields; react-hook-form's generic paths cannot see that.
  const password = useWatch({ control: control as unknown as Control<NewPasswordValues>, name: 'password' });
  const setPasswordError = setError as unknown as UseFormSetError<NewPasswordValues>;
  const onSubmit = handleSubmit((values) => {
    const failure = checkNewPassword(values);
    if (failure) {
      setPasswordError(failure.field, { message: failure.message }, { shouldFocus: true });
      return;
    }
    onValid(values);
  });
  return { register, errors: formState.errors, password, onSubmit };
}

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
  password: string;
  passwordLabel: string;
  confirmLabel: string;
  autoFocus?: boolean;
}

/** Password with hint, live strength meter and checklist, then its confirmation. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  password,
  passwordLabel,
  confirmLabel,
  autoFocus,
}: NewPasswordFieldsProps<T>) {
  // Both forms carry these two fields; react-hook-form's generic paths cannot see that.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <div className="space-y-3">
        <FormField label={passwordLabel} hint={MESSAGES.passwordHint} error={errors.password?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              autoComplete="new-password"
              minLength={PASSWORD_INPUT_MIN_LENGTH}
              autoFocus={autoFocus}
              {...reg('password')}
            />
          )}
        </FormField>
        <PasswordStrength password={password} />
      </div>
      <FormField label={confirmLabel} error={errors.confirmPassword?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...reg('confirmPassword')} />}
      </FormField>
    </>
  );
}
