import { DOMAIN_MESSAGES, type DomainSettings, normalizeSubdomain, SUBDOMAIN_MAX, subdomainProblem } from '@bloom/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GhostDestructiveButton } from '../../../components/ui/destructive-button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useClaimSubdomain, useReleaseSubdomain } from '../api/domain-settings';
import { SettingsCard } from './settings-card';

/**
 * `{slug}.{PORTAL_BASE_DOMAIN}`: claim one (or change it), or remove it. Only shown when the
 * server offers subdomains.
 */
export function SubdomainCard({ settings, baseDomain }: { settings: DomainSettings; baseDomain: string }) {
  const claimed = settings.subdomain.slug;
  const claim = useClaimSubdomain();
  const release = useReleaseSubdomain();
  const [value, setValue] = useState(claimed ?? '');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const slug = normalizeSubdomain(value);
  const unchanged = claimed !== null && slug === claimed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = subdomainProblem(slug);
    setError(problem ?? undefined);
    if (problem || unchanged) return;
    claim.mutate(slug, {
      onSuccess: (next) => {
        setValue(next.subdomain.slug ?? '');
        toast.success(DOMAIN_MESSAGES.subdomainSaved);
      },
      onError: (e) => setError(e.message),
    });
  };

  const confirmRelease = () =>
    release.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setValue('');
        toast.success(DOMAIN_MESSAGES.subdomainReleased);
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <SettingsCard
      title="Subdomain"
      description={`A short address of your own on ${baseDomain}, ready at once: no DNS to set up.`}
      onSubmit={submit}
      footer={
        <>
          {claimed ? (
            <GhostDestructiveButton onClick={() => setConfirming(true)}>Remove subdomain</GhostDestructiveButton>
          ) : null}
          <Button type="submit" busy={claim.isPending} busyText="Saving..." disabled={unchanged}>
            {claimed ? 'Change subdomain' : 'Claim subdomain'}
          </Button>
        </>
      }
    >
      {claimed ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone="teal">In use</Badge>
          <span className="font-mono break-all text-slate-900">
            {claimed}.{baseDomain}
          </span>
        </p>
      ) : null}
      <FormField
        label="Subdomain"
        hint={
          <>
            {/* What a new claim would be (the one in use is shown above). */}
            {unchanged ? null : (
              <>
                Portal links become{' '}
                <span className="font-mono break-all">
                  {slug || 'yourstudio'}.{baseDomain}
                </span>
                .{' '}
              </>
            )}
            3 to {SUBDOMAIN_MAX} lowercase letters, digits and hyphens.
          </>
        }
        error={error}
      >
        {(control) => (
          <div className="flex min-w-0 items-stretch">
            <Input
              {...control}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder="yourstudio"
              maxLength={SUBDOMAIN_MAX + 10}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="min-w-0 flex-1 sm:rounded-r-none"
            />
            {/* The rest of the address beside the field, where there is room for it (the hint says it too). */}
            <span
              aria-hidden="true"
              className="hidden shrink-0 items-center rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-600 sm:flex"
            >
              .{baseDomain}
            </span>
          </div>
        )}
      </FormField>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirmRelease}
        title="Remove subdomain?"
        message={`Portal links stop using ${claimed}.${baseDomain} at once, and anyone may claim it.`}
        confirmLabel="Remove subdomain"
        busy={release.isPending}
        busyLabel="Removing..."
      />
    </SettingsCard>
  );
}
