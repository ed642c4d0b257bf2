import { confirmsAccountEmail, SETTINGS_MESSAGES } from '@bloom/core';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDeleteAccount } from '../api/account-mutations';
import { SettingsCard } from './settings-card';

const WHAT_GOES =
  'your workspace, every client and their portal, all submissions, deliverables, testimonials and uploaded files';

/** The danger zone: deleting the account behind a dialog where the owner types their email. */
export function DeleteAccountCard({ email, onLeaving }: { email: string; onLeaving: (leaving: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      danger
      title="Delete account"
      description={`Permanently delete your account and ${WHAT_GOES}. Your subscription is cancelled at once. This cannot be undone.`}
      footer={
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      }
    >
      <p className="text-sm text-slate-600">
        Clients will no longer be able to open their portal links. Download anything you want to keep first.
      </p>
      {open ? <DeleteAccountDialog email={email} onClose={() => setOpen(false)} onLeaving={onLeaving} /> : null}
    </SettingsCard>
  );
}

/** Mounted per opening, so the typed email starts empty each time. */
function DeleteAccountDialog({
  email,
  onClose,
  onLeaving,
}: {
  email: string;
  onClose: () => void;
  onLeaving: (leaving: boolean) => void;
}) {
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = confirmsAccountEmail(typed, email);

  const submit = () => {
    if (!matches) {
      setError(SETTINGS_MESSAGES.deleteConfirmMismatch);
      return;
    }
    setError(null);
    onLeaving(true);
    remove.mutate(
      { email: typed.trim() },
      {
        onSuccess: () => toast.success(SETTINGS_MESSAGES.accountDeleted),
        onError: (caught) => {
          onLeaving(false);
          setError(caught.message);
          toast.error(caught.message);
        },
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Delete your account?"
      description={`This deletes ${WHAT_GOES}, and cancels your subscription immediately. It cannot be undone.`}
      onSubmit={submit}
      busy={remove.isPending}
      busyText="Deleting..."
      submitLabel="Delete Account"
      submitVariant="danger"
      submitDisabled={!matches}
      formClassName="space-y-4"
    >
      <div className="flex gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        <p>You will be signed out and your clients lose access to their portals.</p>
      </div>
      <FormField
        label={
          <>
            Type <span className="font-semibold break-all">{email}</span> to confirm
          </>
        }
        error={error ?? undefined}
      >
        {(field) => (
          <Input
            {...field}
            data-autofocus
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            disabled={remove.isPending}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
