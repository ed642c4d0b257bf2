import { type ClientDetailDto, confirmsClientName, ERASURE_MESSAGES as T } from '@bloom/core';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useEraseClient } from '../api/client-erasure';
import { messageOf } from '../client-format';

/**
 * Confirms and runs the erasure of a client's personal data (GDPR Article 17): says what goes and
 * what stays, asks for the client's name typed out, then leaves for /clients.
 */
export function EraseClientDialog({
  client,
  open,
  onOpenChange,
}: {
  client: ClientDetailDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [typed, setTyped] = useState('');
  const erasure = useEraseClient();
  const navigate = useNavigate();
  const busy = erasure.isPending;
  const matches = confirmsClientName(typed, client.clientName);

  const close = (next: boolean) => {
    if (!next) {
      setTyped('');
      erasure.reset();
    }
    onOpenChange(next);
  };
  const erase = () => {
    if (!matches || busy) return;
    erasure.mutate(
      { id: client.id, confirmName: typed },
      {
        onSuccess: () => {
          onOpenChange(false);
          navigate('/clients');
          toast.success(T.erased);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      onConfirm={erase}
      icon={ShieldAlert}
      wide
      title={
        <>
          {T.title}: <span className="break-words">{client.clientName}</span>
        </>
      }
      message={T.irreversible}
      confirmLabel={T.button}
      confirmDisabled={!matches}
      busy={busy}
      busyLabel={T.pending}
    >
      <ul className="space-y-2 text-sm text-slate-700">
        <li className="rounded-lg bg-red-50 p-3">{T.removed}</li>
        <li className="rounded-lg bg-slate-50 p-3">{T.kept}</li>
      </ul>
      {/* Enter in the field confirms too, once the name matches. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          erase();
        }}
      >
        <FormField
          label={T.confirmLabel}
          hint={<span className="break-words">{client.clientName}</span>}
          error={
            erasure.isError ? messageOf(erasure.error, 'Could not erase the personal data. Try again.') : undefined
          }
        >
          {(control) => (
            <Input
              {...control}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
            />
          )}
        </FormField>
      </form>
    </ConfirmDialog>
  );
}
