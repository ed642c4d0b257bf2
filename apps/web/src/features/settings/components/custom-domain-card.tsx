import {
  type CustomDomainDto,
  customDomainProblem,
  DOMAIN_MESSAGES,
  DOMAIN_STATE_LABELS,
  type DomainSettings,
  normalizeHost,
} from '@bloom/core';
import { Globe, RotateCw, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GhostDestructiveButton } from '../../../components/ui/destructive-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { formatOwnerDateTime } from '../../../lib/owner-dates';
import { useAddCustomDomain, useCheckCustomDomain, useRemoveCustomDomain } from '../api/domain-settings';
import { domainStatusText, STATE_TONES } from '../lib/domain-status';
import { DnsRecords } from './dns-records';
import { SettingsCard } from './settings-card';

/** The custom domain: a form to add one, or the domain with its records, state and actions. */
export function CustomDomainCard({ settings }: { settings: DomainSettings }) {
  return (
    <SettingsCard
      title="Custom domain"
      description="Serve portals from a domain you own, such as portal.yourstudio.com. You create two DNS records; we check them and then use the domain."
    >
      {settings.custom ? <ConnectedDomain custom={settings.custom} settings={settings} /> : <AddDomainForm />}
      {settings.cnameTargetFrom === 'request' ? (
        <p className="text-xs text-slate-500">
          This server has no PUBLIC_URL set, so the CNAME record points to the address this page is open on (
          <span className="font-mono">{settings.cnameTarget}</span>). If clients should reach another address, ask
          whoever runs this server to set PUBLIC_URL.
        </p>
      ) : null}
    </SettingsCard>
  );
}

function AddDomainForm() {
  const add = useAddCustomDomain();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const host = normalizeHost(value);
    const problem = customDomainProblem(host);
    setError(problem ?? undefined);
    if (problem) return;
    add.mutate(host, {
      onSuccess: () => {
        setValue('');
        toast.success(DOMAIN_MESSAGES.domainAdded);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Add a custom domain">
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <p>No custom domain yet. Add one to get the DNS records to create.</p>
      </div>
      <FormField
        label="Domain"
        hint="A subdomain of a domain you own works best, such as portal.yourstudio.com."
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="portal.yourstudio.com"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" busy={add.isPending} busyText="Adding...">
          Add domain
        </Button>
      </div>
    </form>
  );
}

function ConnectedDomain({ custom, settings }: { custom: CustomDomainDto; settings: DomainSettings }) {
  const check = useCheckCustomDomain();
  const remove = useRemoveCustomDomain();
  const [confirming, setConfirming] = useState(false);
  const checked = custom.lastCheckedAt !== null;

  const checkNow = () =>
    check.mutate(undefined, {
      onSuccess: (next) => {
        const state = next.custom?.state;
        if (state === 'verified') toast.success('Verified: portal links now use your domain');
        else toast.info(`${DOMAIN_MESSAGES.checked}: ${state ? DOMAIN_STATE_LABELS[state].toLowerCase() : 'removed'}`);
      },
      onError: (e) => toast.error(e.message),
    });

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(DOMAIN_MESSAGES.domainRemoved);
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <div className="max-w-none! space-y-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="min-w-0 font-mono text-base font-semibold break-all text-slate-900">{custom.host}</p>
          <Badge tone={STATE_TONES[custom.state]}>
            <span className="sr-only">State: </span>
            {DOMAIN_STATE_LABELS[custom.state]}
          </Badge>
        </div>
        <p className="text-sm text-slate-600">{domainStatusText(custom, new Date(), formatOwnerDateTime)}</p>
        <p className="text-xs text-slate-500">
          {checked ? `Last checked ${formatOwnerDateTime(custom.lastCheckedAt ?? '')}` : 'Not checked yet'}
        </p>
      </div>
      {custom.problem ? <Alert tone="error">{custom.problem}</Alert> : null}
      <DnsRecords records={custom.records} checked={checked} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <GhostDestructiveButton onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove domain
        </GhostDestructiveButton>
        <Button variant="secondary" onClick={checkNow} busy={check.isPending} busyText="Checking...">
          <RotateCw aria-hidden="true" className="size-4" />
          Check now
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirmRemove}
        title="Remove custom domain?"
        message={`Portal links go back to ${fallbackOf(settings)} at once. To use ${custom.host} again you would add it and verify it again.`}
        confirmLabel="Remove domain"
        busy={remove.isPending}
        busyLabel="Removing..."
      />
    </div>
  );
}

/** Where links point once the custom domain is gone: the subdomain, else this app's address. */
function fallbackOf(settings: DomainSettings): string {
  const { slug, baseDomain } = settings.subdomain;
  return slug && baseDomain ? `${slug}.${baseDomain}` : 'this app’s address';
}
