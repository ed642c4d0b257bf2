import { CalendarDays, ChevronRight, KeyRound, type LucideIcon, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWorkspace } from '../../../api/workspace';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { SettingsLoadError } from './settings-states';

/** The integrations there are, each with its state; what is not built yet is announced, not faked. */
export function IntegrationsPage() {
  const workspace = useWorkspace();
  const calendly = workspace.data?.calendlyUrl ?? null;
  return (
    <>
      <PageHeader title="Integrations" description="Connect Bloom to the tools you already use." />
      <div className="space-y-6">
        {workspace.isError ? (
          <SettingsLoadError query={workspace} />
        ) : (
          <IntegrationLink
            to="/settings/integrations/calendly"
            icon={CalendarDays}
            iconClassName="bg-blue-50 text-blue-700"
            name="Calendly"
            badge={
              workspace.isPending ? (
                <Skeleton className="h-5 w-24 rounded-full" />
              ) : calendly ? (
                <Badge tone="teal">Connected</Badge>
              ) : (
                <Badge>Not connected</Badge>
              )
            }
            description={
              calendly
                ? calendly.replace(/^https:\/\//, '')
                : "Add your booking link and clients get a 'Book a call' button in their portal."
            }
            action={calendly ? 'Manage' : 'Connect'}
          />
        )}
        <IntegrationLink
          to="/settings/integrations/webhooks"
          icon={Webhook}
          iconClassName="bg-purple-50 text-purple-700"
          name="Webhooks"
          description="Signed events to Zapier, Make, n8n or your own server when a client is created, a submission or testimonial arrives, a milestone is reached or a journey is completed."
        />
        <IntegrationLink
          to="/settings/integrations/api"
          icon={KeyRound}
          iconClassName="bg-amber-50 text-amber-700"
          name="API"
          description="Keys for the documented REST API, to read and create clients, submissions and testimonials from your own tools."
        />
      </div>
    </>
  );
}

interface IntegrationLinkProps {
  to: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  iconClassName: string;
  name: string;
  /** Beside the name: the integration's state. */
  badge?: ReactNode;
  description: string;
  /** The word on the right ('Manage'), from the small breakpoint up. */
  action?: string;
}

/** One integration as a card that links to its page. */
function IntegrationLink({
  to,
  icon,
  iconClassName,
  name,
  badge,
  description,
  action = 'Manage',
}: IntegrationLinkProps) {
  return (
    <Card className="transition-shadow duration-150 hover:shadow-md">
      <Link
        to={to}
        className="flex items-center gap-4 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:p-6"
      >
        <IconTile icon={icon} className={`size-11 rounded-xl ${iconClassName}`} />
        <span className="min-w-0 flex-1 space-y-1">
          {badge ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{name}</span>
              {badge}
            </span>
          ) : (
            <span className="block font-semibold text-slate-900">{name}</span>
          )}
          {/* break-words: a long booking link wraps instead of overflowing on a phone. */}
          <span className="block text-sm break-words text-slate-600">{description}</span>
        </span>
        <span className="hidden text-sm font-medium text-primary-700 sm:inline">{action}</span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      </Link>
    </Card>
  );
}
