import { CLIENT_MESSAGES, type ClientDetailDto } from '@bloom/core';
import { Copy, ExternalLink, KeyRound, Link2, LockKeyhole, LockKeyholeOpen, RotateCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { Input } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { useRegenerateLink, useSetPortalPassword } from '../api/client-mutations';
import { messageOf } from '../client-format';
import { clientPortalUrl, copyPortalLink, usePortalOrigin } from '../hooks/use-client-actions';
import { PasswordDialog } from './password-dialog';

type Confirming = 'regenerate' | 'remove-password' | null;

/** The read-only portal URL with Copy and Open, the portal password and a new link. */
export function PortalAccessCard({ client }: { client: ClientDetailDto }) {
  const urlId = useId();
  const origin = usePortalOrigin();
  const url = clientPortalUrl(client.shareToken, origin);
  const password = useSetPortalPassword();
  const regenerate = useRegenerateLink();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // Kept while the confirm dialog fades out, so its text does not change mid-animation.
  const [lastConfirm, setLastConfirm] = useState<Exclude<Confirming, null>>('regenerate');

  const ask = (what: Exclude<Confirming, null>) => {
    setLastConfirm(what);
    setConfirming(what);
  };

  const savePassword = (value: string) =>
    password.mutate(
      { id: client.id, password: value },
      {
        onSuccess: () => {
          toast.success(CLIENT_MESSAGES.passwordSet);
          setPasswordOpen(false);
        },
        onError: (error) => toast.error(messageOf(error, 'Failed to save the password')),
      },
    );

  const confirm = () => {
    const done = { onSettled: () => setConfirming(null) };
    if (confirming === 'remove-password') {
      password.mutate(
        { id: client.id, password: null },
        {
          ...done,
          onSuccess: () => toast.success(CLIENT_MESSAGES.passwordRemoved),
          onError: (error) => toast.error(messageOf(error, 'Failed to remove the password')),
        },
      );
    } else if (confirming === 'regenerate') {
      regenerate.mutate(client.id, {
        ...done,
        onSuccess: () => toast.success(CLIENT_MESSAGES.linkRegenerated),
        onError: (error) => toast.error(messageOf(error, 'Failed to create a new link')),
      });
    }
  };

  return (
    <SectionCard icon={Link2} title="Portal Link">
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div className="space-y-1.5">
          <label htmlFor={urlId} className="block text-sm font-medium text-slate-800">
            Portal link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={urlId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm! text-slate-700"
            />
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => copyPortalLink(client.shareToken, origin)} className="flex-1">
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
              <Button asChild variant="secondary" className="flex-1">
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Open
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
        </div>

        <div className="flex flex-col gap-4 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span
              className={
                client.hasPassword
                  ? 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-200'
                  : 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-slate-500 ring-1 ring-slate-200'
              }
            >
              {client.hasPassword ? (
                <LockKeyhole aria-hidden="true" className="size-4" />
              ) : (
                <LockKeyholeOpen aria-hidden="true" className="size-4" />
              )}
            </span>
            <div className="min-w-0" role="status">
              <p className="text-sm font-medium text-slate-900">
                {client.hasPassword ? 'Password protected' : 'No password'}
              </p>
              <p className="text-sm text-slate-600">
                {client.hasPassword
                  ? 'Your client needs the link and the password.'
                  : 'Anyone with the link can open the portal.'}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setPasswordOpen(true)}>
              <KeyRound aria-hidden="true" className="size-3.5" />
              {client.hasPassword ? 'Change Password' : 'Set Password'}
            </Button>
            {client.hasPassword ? (
              <DestructiveButton size="sm" onClick={() => ask('remove-password')}>
                <Trash2 aria-hidden="true" className="size-3.5" />
                Remove Password
              </DestructiveButton>
            ) : null}
          </div>
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">Shared the link with the wrong person? Create a new one.</p>
          <Button variant="secondary" size="sm" onClick={() => ask('regenerate')} className="self-start sm:self-auto">
            <RotateCw aria-hidden="true" className="size-3.5" />
            Regenerate Link
          </Button>
        </div>
      </div>

      <PasswordDialog
        open={passwordOpen}
        onOpenChange={setPasswordOpen}
        changing={client.hasPassword}
        saving={password.isPending}
        onSave={savePassword}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={confirm}
        variant="warning"
        title={lastConfirm === 'regenerate' ? 'Create a new portal link?' : 'Remove the portal password?'}
        message={
          lastConfirm === 'regenerate' ? CLIENT_MESSAGES.regenerateConfirm : CLIENT_MESSAGES.removePasswordConfirm
        }
        confirmLabel={lastConfirm === 'regenerate' ? 'Create New Link' : 'Remove Password'}
        busy={password.isPending || regenerate.isPending}
        busyLabel={lastConfirm === 'regenerate' ? 'Creating...' : 'Removing...'}
      />
    </SectionCard>
  );
}
