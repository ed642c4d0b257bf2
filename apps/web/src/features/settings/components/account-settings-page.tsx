import { accountNameSchema } from '@bloom/core';
import { useEffect, useState } from 'react';

import { z } from 'zod';
import { useSession } from '../../../api/session';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useUpdateAccountName } from '../api/account-mutations';
import { useSettingsForm } from '../hooks/use-settings-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { SaveChangesButton, SettingsCard } from './settings-card';
import { SettingsCardSkeleton } from './settings-states';
import { WorkspaceExportCard } from './workspace-export-card';

/** Email (read-only), full name, password and the account's deletion. */
export function AccountSettingsPage() {
  const { data: session } = useSession();
  const [nameDirty, setNameDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  // Once the account is going, nothing should hold the way to the landing page.
  const [leaving, setLeaving] = useState(false);
  const blocker = useUnsavedChanges((nameDirty || passwordDirty) && !leaving);

  return (
    <>
      <PageHeader title="Account" description="The details you sign in with, and your account itself." />
      {session ? (
        <div className="space-y-6">
          <ProfileForm name={session.user.name} email={session.user.email} onDirtyChange={setNameDirty} />
          <ChangePasswordForm onDirtyChange={setPasswordDirty} />
          <WorkspaceExportCard viewerRole={session.role} />
          <DeleteAccountCard email={session.user.email} onLeaving={setLeaving} />
        </div>
      ) : (
        <SettingsCardSkeleton fields={2} />
      )}
      {blocker}
    </>
  );
}

const profileSchema = z.object({ name: accountNameSchema.shape.name });

function ProfileForm({
  name,
  email,
  onDirtyChange,
}: {
  name: string;
  email: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const update = useUpdateAccountName();
  const { register, handleSubmit, reset, errors, isDirty, saveError } = useSettingsForm(profileSchema, {
    defaultValues: { name },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit((values) => {
    saveError.clear();
    update.mutate(
      values,
      saveError.onSave(({ user }) => reset({ name: user.name })),
    );
  });

  return (
    <SettingsCard
      title="Profile"
      description="Your own name, as the person behind the workspace."
      onSubmit={onSubmit}
      footer={<SaveChangesButton busy={update.isPending} />}
    >
      <FormField label="Email" hint="The address you sign in with. It cannot be changed here.">
        {(field) => (
          <Input
            {...field}
            type="email"
            value={email}
            readOnly
            className="cursor-default border-slate-200! bg-slate-100! text-slate-600! shadow-none!"
          />
        )}
      </FormField>
      <FormField label="Full name" error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" maxLength={100} {...register('name')} />}
      </FormField>
      {saveError.message ? <Alert tone="error">{saveError.message}</Alert> : null}
    </SettingsCard>
  );
}
