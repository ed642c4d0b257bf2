import { CLIENT_VALIDATION, PORTAL_PASSWORD_MIN_LENGTH } from '@bloom/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';

interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Change (a password is set) or set a first one. */
  changing: boolean;
  saving: boolean;
  onSave: (password: string) => void;
}

/** Sets or changes the portal password; Save is the confirmation. */
export function PasswordDialog({ open, onOpenChange, changing, saving, onSave }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  // Every opening starts empty, however the last one closed (Cancel, Escape or a save).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPassword('');
      setError(undefined);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={changing ? 'Change portal password' : 'Set portal password'}
      description={
        changing
          ? 'Your client will need the new password to open their portal. The old one stops working.'
          : 'Your client will need this password, as well as the link, to open their portal.'
      }
      onSubmit={() => {
        if (password.length < PORTAL_PASSWORD_MIN_LENGTH) {
          setError(CLIENT_VALIDATION.passwordTooShort);
          return;
        }
        onSave(password);
      }}
      busy={saving}
      busyText="Saving..."
      submitLabel="Save Password"
    >
      <FormField label="New password" hint={CLIENT_VALIDATION.passwordHintChange} error={error}>
        {(control) => (
          <PasswordInput
            {...control}
            data-autofocus
            value={password}
            maxLength={200}
            autoComplete="new-password"
            disabled={saving}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
