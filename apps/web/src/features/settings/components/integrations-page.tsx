import { CalendarDays, ChevronRight, KeyRound, Webhook } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkspace } from '../../../api/workspace';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
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
          <SettingsLoadError
            message={workspace.error.message}
            retrying={workspace.isFetching}
            onRetry={() => workspace.refetch()}
          />
        ) : (
          <Card className="transition-shadow duration-150 hover:shadow-md">
            <Link
              to="/settings/integrations/calendly"
              className="flex items-center gap-4 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                <CalendarDays aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1 space-y-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">Calendly</span>
                  {workspace.isPending ? (
                    <Skeleton className="h-5 w-24 rounded-full" />
                  ) : calendly ? (
                    <Badge tone="teal">Connected</Badge>
                  ) : (
                    <Badge>Not connected</Badge>
                  )}
                </span>
                <span className="block text-sm break-words text-slate-600">
                  {calendly
                    ? calendly.replace(/^https:\/\//, '')
                    : "Add your booking link and clients get a 'Book a call' button in their portal."}
                </span>
              </span>
              <span className="hidden text-sm font-medium text-primary-700 sm:inline">
                {calendly ? 'Manage' : 'Connect'}
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </Card>
        )}
        <Card className="transition-shadow duration-150 hover:shadow-md">
          <Link
            to="/settings/integrations/webhooks"
            className="flex items-center gap-4 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-purple-50 text-purple-700">
              <Webhook aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1 space-y-1">
              <span className="block font-semibold text-slate-900">Webhooks</span>
              <span className="block text-sm text-slate-600">
                Signed events to Zapier, Make, n8n or your own server when a client is created, a submission or
                testimonial arrives, a milestone is reached or a journey is completed.
              </span>
            </span>
            <span className="hidden text-sm font-medium text-primary-700 sm:inline">Manage</span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          </Link>
        </Card>
        <Card className="transition-shadow duration-150 hover:shadow-md">
          <Link
            to="/settings/integrations/api"
            className="flex items-center gap-4 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
              <KeyRound aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1 space-y-1">
              <span className="block font-semibold text-slate-900">API</span>
              <span className="block text-sm text-slate-600">
                Keys for the documented REST API, to read and create clients, submissions and testimonials from your own
                tools.
              </span>
            </span>
            <span className="hidden text-sm font-medium text-primary-700 sm:inline">Manage</span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          </Link>
        </Card>
      </div>
    </>
  );
}
