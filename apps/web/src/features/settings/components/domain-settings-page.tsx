import { Link2 } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { PageHeader } from '../../../components/ui/page-header';
import { type DomainSettings, useDomainSettings } from '../api/domain-settings';
import { CustomDomainCard } from './custom-domain-card';
import { SettingsLoadState } from './settings-states';
import { SubdomainCard } from './subdomain-card';

/**
 * /settings/domain (docs/product.md#portal-domains): where portal links point, the workspace's
 * subdomain (when this server offers them) and its custom domain with the DNS records to create.
 */
export function DomainSettingsPage() {
  const settings = useDomainSettings();
  return (
    <>
      <PageHeader
        title="Domain"
        description="Give your client portals an address of your own: a subdomain, or a domain you own."
      />
      <SettingsLoadState query={settings} cards={[1, 2]}>
        {(data) => <DomainForms settings={data} />}
      </SettingsLoadState>
    </>
  );
}

function DomainForms({ settings }: { settings: DomainSettings }) {
  const baseDomain = settings.subdomain.baseDomain;
  return (
    <div className="space-y-6">
      <PortalAddress origin={settings.portalOrigin} />
      {/* Keyed by the claim, so the form starts again from what is saved after a change elsewhere. */}
      {baseDomain ? (
        <SubdomainCard key={settings.subdomain.slug ?? ''} settings={settings} baseDomain={baseDomain} />
      ) : null}
      <CustomDomainCard settings={settings} />
    </div>
  );
}

/** Where the links the owner copies and the emails clients get point right now. */
function PortalAddress({ origin }: { origin: string }) {
  return (
    <Card className="flex items-start gap-4 p-5 sm:p-6">
      <IconTile icon={Link2} className="size-10 rounded-xl bg-primary-50 text-primary-700" />
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold text-slate-900">Portal links use</h2>
        <p className="font-mono text-sm break-all text-slate-900" data-testid="portal-origin">
          {origin}
        </p>
        <p className="text-sm text-slate-600">
          Copied links, invitations and reminders point here: your verified domain first, then your subdomain, else this
          app’s address.
        </p>
      </div>
    </Card>
  );
}
