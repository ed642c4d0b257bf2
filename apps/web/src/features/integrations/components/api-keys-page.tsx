import { API_KEY_SCOPE_LABELS, type ApiKeyDto, MAX_API_KEYS } from '@bloom/core';
import { BookOpen, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconTile } from '../../../components/ui/icon-tile';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { formatOwnerDate, formatOwnerDateTime } from '../../../lib/owner-dates';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyCreateDialog } from './api-key-create-dialog';
import { RevealedApiKey } from './api-key-revealed';
import { CappedListPage } from './capped-list-page';

/** /settings/integrations/api: the workspace's API keys for the REST API, and a link to its reference. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  // The key just created: in memory only, gone once dismissed.
  const [revealed, setRevealed] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const list = keys.data ?? [];
  const full = list.filter((k) => !k.revokedAt).length >= MAX_API_KEYS;

  const doRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success('API key revoked');
        setRevoking(null);
      },
      onError: (error) => toast.error(error.message || 'Could not revoke the key. Please try again.'),
    });
  };

  const createButton = (
    <Button onClick={() => setCreating(true)} disabled={full}>
      <Plus aria-hidden="true" className="size-4" />
      Create API key
    </Button>
  );

  return (
    <>
      <CappedListPage
        title="API"
        description="Keys for the Bloom REST API: read and create clients, submissions and testimonials from your own tools."
        query={keys}
        errorTitle="We couldn't load your API keys"
        addButton={createButton}
        skeleton={
          <Card className="space-y-3 p-5 sm:p-6">
            <span className="sr-only">Loading API keys</span>
            {[0, 1].map((i) => (
              <div key={i} className="flex gap-3">
                <Bars bars={['h-5 w-1/3', 'h-5 w-24 rounded-full']} />
              </div>
            ))}
          </Card>
        }
        empty={{
          icon: KeyRound,
          title: 'No API keys yet',
          description: 'Create a key to connect Zapier, Make, n8n or your own code to Bloom.',
        }}
        fullNotice={
          full ? <>A workspace can have at most {MAX_API_KEYS} active keys. Revoke one to add another.</> : null
        }
        before={
          <>
            <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
              <IconTile icon={BookOpen} className="size-11 rounded-xl bg-blue-50 text-blue-700" />
              <p className="min-w-0 flex-1 text-sm text-slate-600">
                Send a key as{' '}
                <code className="rounded bg-slate-100 px-1 font-mono text-xs">Authorization: Bearer …</code>. The
                reference lists every route with curl examples, the limits and how to verify webhooks.
              </p>
              <a
                href="/docs/api"
                target="_blank"
                rel="noopener"
                className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                Open the API reference
              </a>
            </Card>
            {revealed ? <RevealedApiKey {...revealed} onDone={() => setRevealed(null)} /> : null}
          </>
        }
      >
        {(list) => (
          <Card>
            <ul className="divide-y divide-slate-200" aria-label="API keys">
              {list.map((key) => (
                <li key={key.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words text-slate-900">{key.name}</span>
                      <Badge tone={key.scope === 'write' ? 'purple' : 'blue'}>{API_KEY_SCOPE_LABELS[key.scope]}</Badge>
                      {key.revokedAt ? <Badge tone="red">Revoked</Badge> : null}
                    </p>
                    <p className="font-mono text-xs text-slate-600">
                      {key.prefix}
                      <span aria-hidden="true">••••••••</span>
                    </p>
                    <p className="text-xs text-slate-500">
                      Created {formatOwnerDate(key.createdAt)} ·{' '}
                      {key.lastUsedAt ? `Last used ${formatOwnerDateTime(key.lastUsedAt)}` : 'Never used'}
                      {key.revokedAt ? ` · Revoked ${formatOwnerDate(key.revokedAt)}` : ''}
                    </p>
                  </div>
                  {key.revokedAt ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start text-red-700 hover:bg-red-50 sm:self-center"
                      onClick={() => setRevoking(key)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        )}
      </CappedListPage>
      <ApiKeyCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(name, secret) => setRevealed({ name, secret })}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        onConfirm={doRevoke}
        title="Revoke this API key?"
        message={`Requests with “${revoking?.name ?? ''}” stop working at once. Anything that uses it must get a new key. This cannot be undone.`}
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        busyLabel="Revoking..."
      />
    </>
  );
}
