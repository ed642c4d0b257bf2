import { type ClientDetailDto, confirmsClientName, ERASURE_MESSAGES as T } from '@bloom/core';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useReturnFocus } from '../../../components/ui/return-focus';
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
  const erase = useEraseClient();
  const navigate = useNavigate();
  const returnFocus = useReturnFocus();
  const busy = erase.isPending;
  const matches = confirmsClientName(typed, client.clientName);

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setTyped('');
      erase.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    erase.mutate(
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
    <RadixDialog.Root open={open} onOpenChange={close}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          role="alertdialog"
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onInteractOutside={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          <form onSubmit={submit} className="space-y-4">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
                <ShieldAlert aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1 space-y-2">
                <RadixDialog.Title className="text-lg font-semibold text-slate-900">
                  {T.title}: <span className="break-words">{client.clientName}</span>
                </RadixDialog.Title>
                <RadixDialog.Description className="text-sm text-slate-600">{T.irreversible}</RadixDialog.Description>
              </div>
            </div>
            <ul className="space-y-2 text-sm text-slate-700">
              <li className="rounded-lg bg-red-50 p-3">{T.removed}</li>
              <li className="rounded-lg bg-slate-50 p-3">{T.kept}</li>
            </ul>
            <FormField
              label={T.confirmLabel}
              hint={<span className="break-words">{client.clientName}</span>}
              error={
                erase.isError ? messageOf(erase.error, 'Could not erase the personal data. Try again.') : undefined
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
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <RadixDialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </RadixDialog.Close>
              <Button type="submit" variant="danger" disabled={!matches} busy={busy} busyText={T.pending}>
                {T.button}
              </Button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
