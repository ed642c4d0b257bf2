import { type GrantableRole, inviteMemberSchema, ROLE_DESCRIPTIONS } from '@bloom/core';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useInviteMember } from '../api/team';
import { RoleSelect } from './role-select';

/** Invites a person by email as Admin or Member; the server's refusal is said inside the dialog. */
export function InviteMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GrantableRole>('member');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole('member');
    setErrors({});
  }, [open]);

  const submit = () => {
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: ({ invitation }) => {
        toast.success(`Invitation on its way to ${invitation.email}`);
        onOpenChange(false);
      },
      onError: (error) => setErrors({ form: error.message }),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite member"
      description="They get an email with a link to join this workspace. The link works once, for 7 days."
      onSubmit={submit}
      busy={invite.isPending}
      busyText="Sending..."
      submitLabel="Send invitation"
      formClassName="space-y-5"
    >
      <FormField label="Email" error={errors.email}>
        {(field) => (
          <Input
            {...field}
            data-autofocus
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      <FormField label="Role" hint={ROLE_DESCRIPTIONS[role]}>
        {(field) => <RoleSelect {...field} value={role} onRoleChange={setRole} />}
      </FormField>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
    </FormDialog>
  );
}
