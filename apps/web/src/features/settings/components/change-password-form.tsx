import { changePasswordSchema, MESSAGES, PASSWORD_INPUT_MIN_LENGTH, SETTINGS_MESSAGES } from '@bloom/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PasswordStrength } from '../../../components/domain/password-strength';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangePassword } from '../api/account-mutations';
import { changePasswordErrorField } from '../lib/change-password-errors';
import { SettingsCard } from './settings-card';

/** The server's rules (core's changePasswordSchema: sign-up's strength rule) plus the confirmation. */
const formSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: SETTINGS_MESSAGES.samePassword,
    path: ['newPassword'],
  });
type Values = z.input<typeof formSchema>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then a new one with the sign-up meter and checklist, then its confirmation. */
export function ChangePasswordForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const change = useChangePassword();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // A broken rule (the strength rule too) shows only under its field, as on sign-up: no toast.
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.success(SETTINGS_MESSAGES.passwordChanged);
        },
        onError: (error) => {
          // Said once: under its field when it has one, else (no field to point at) in a toast.
          const field = changePasswordErrorField(error);
          if (field) setError(field, { message: error.message }, { shouldFocus: true });
          else toast.error(error.message);
        },
      },
    );
  });

  return (
    <SettingsCard
      title="Change password"
      description="After the change, your other devices are signed out; this one stays signed in."
      onSubmit={onSubmit}
      footer={
        <Button type="submit" busy={change.isPending} busyText="Changing password...">
          Change Password
        </Button>
      }
    >
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...register('currentPassword')} />}
      </FormField>
      <div className="space-y-3">
        <FormField label="New password" hint={MESSAGES.passwordHint} error={errors.newPassword?.message}>
          {(field) => (
            <PasswordInput
              {...field}
              autoComplete="new-password"
              minLength={PASSWORD_INPUT_MIN_LENGTH}
              {...register('newPassword')}
            />
          )}
        </FormField>
        <PasswordStrength password={newPassword} />
      </div>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
    </SettingsCard>
  );
}
