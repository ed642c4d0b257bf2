import { ASSIGNMENT_MESSAGES, can, DASHBOARD_MESSAGES, type DashboardDto, OVERDUE_MESSAGES } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CircleAlert, Inbox, MessageSquareQuote, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { dashboardKeys } from '../../../api/dashboard';
import { useSession } from '../../../api/session';
import { useUpdateWorkspace } from '../../../api/workspace';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars, RowSkeletons } from '../../../components/ui/skeleton-blocks';
import { firstName } from '../../../lib/names';
import { useDashboard } from '../api/get-dashboard';
import { useSetupRedirect } from '../hooks/use-setup-redirect';
import { showChecklist } from '../lib/setup-checklist';
import type { QuickSetupDialog } from '../quick-setup';
import { AssignedTabs, assignedOf } from './assigned-tabs';
import { FirstClientPanel } from './first-client-panel';
import { OnboardingChecklist } from './onboarding-checklist';
import { OverdueClients } from './overdue-clients';
import { RecentClients } from './recent-clients';
import { StatCard } from './stat-card';
import { SubscriptionBanner } from './subscription-banner';

// The insight card (and the insights API it reads) loads after the dashboard's own code, so the
// entry chunk's preload list for this page, which the landing downloads too, stays as it was.
const InsightCard = lazy(() => import('./insight-card').then((m) => ({ default: m.InsightCard })));

/** What Quick Setup was opened for: a journey, or a journey so a client can be added. */
type SetupIntent = 'journey' | 'client';

export function DashboardPage({ quickSetup: QuickSetup }: { quickSetup: QuickSetupDialog }) {
  // A new owner starts in the setup wizard; nothing of the dashboard shows on the way there.
  const toSetup = useSetupRedirect();
  if (toSetup) return null;
  return <Dashboard quickSetup={QuickSetup} />;
}

function Dashboard({ quickSetup: QuickSetup }: { quickSetup: QuickSetupDialog }) {
  const { data: session } = useSession();
  const name = firstName(session?.user.name);
  const [search] = useSearchParams();
  // Only those who see every client choose; a Member's dashboard is their clients already.
  const canFilter = session ? can(session.role, 'clients.all') : false;
  const assigned = canFilter ? assignedOf(search) : undefined;
  const mine = assigned ? '?assigned=me' : '';
  const overdueTo = `/clients?${assigned ? 'assigned=me&' : ''}due=overdue`;
  const dashboard = useDashboard(assigned);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The dialog's code loads on first open, not with the dashboard.
  const [setup, setSetup] = useState<{ open: boolean; intent: SetupIntent } | null>(null);

  const data = dashboard.data;
  const dismiss = useDismissChecklist();
  const openSetup = (intent: SetupIntent) => setSetup({ open: true, intent });
  const journeyCreated = (journey: { id: string }) => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    const id = encodeURIComponent(journey.id);
    navigate(setup?.intent === 'client' ? `/clients/new?journey=${id}` : `/journeys/${id}`);
  };

  // Without a journey of their own, adding a client starts with Quick Setup (docs/product.md#dashboard).
  const addClient = (label: string, variant: 'primary' | 'secondary' = 'primary', size: 'sm' | 'md' = 'md') =>
    data?.checklist.hasCustomJourney ? (
      <Button asChild variant={variant} size={size}>
        <Link to="/clients/new">{label}</Link>
      </Button>
    ) : (
      <Button variant={variant} size={size} onClick={() => openSetup('client')}>
        {label}
      </Button>
    );

  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Welcome back'}
        description="Here's how your clients are getting on."
        documentTitle="Dashboard"
        actions={canFilter ? <AssignedTabs assigned={assigned} /> : undefined}
      />
      <SubscriptionBanner />
      {dashboard.isError && !data ? (
        <EmptyState
          icon={CircleAlert}
          title={DASHBOARD_MESSAGES.loadFailed}
          description={`${dashboard.error.message} Check your connection and try again.`}
          action={
            <Button busy={dashboard.isFetching} busyText="Retrying..." onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div className="space-y-8">
          <section aria-label="Overview" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              to={`/clients${mine}`}
              label={DASHBOARD_MESSAGES.activeClients}
              value={data?.stats.activeClients}
              icon={Users}
            />
            <StatCard
              to="/submissions"
              label={DASHBOARD_MESSAGES.submissions}
              value={data?.stats.submissions}
              icon={Inbox}
            />
            <StatCard
              to="/testimonials"
              label={DASHBOARD_MESSAGES.testimonials}
              value={data?.stats.testimonials}
              icon={MessageSquareQuote}
            />
            <StatCard
              to={overdueTo}
              label={OVERDUE_MESSAGES.dashboardStat}
              value={data?.overdue.count}
              icon={CalendarClock}
              tone={data?.overdue.count ? 'alert' : undefined}
            />
          </section>
          {!data ? (
            <DashboardSkeleton />
          ) : (
            <>
              {showChecklist(data.checklist) && (
                <OnboardingChecklist
                  checklist={data.checklist}
                  actions={{ client: addClient(DASHBOARD_MESSAGES.checklistClientAction, 'secondary', 'sm') }}
                  onDismiss={() => dismiss.mutate()}
                  dismissing={dismiss.isPending}
                />
              )}
              {data.recentClients.length === 0 && assigned ? (
                <EmptyState
                  icon={UserCheck}
                  title={ASSIGNMENT_MESSAGES.noneAssignedToMe}
                  description={ASSIGNMENT_MESSAGES.noneAssignedToMeDetail}
                  action={
                    <Button asChild variant="secondary">
                      <Link to={{ search: '' }} replace>
                        {ASSIGNMENT_MESSAGES.allClients}
                      </Link>
                    </Button>
                  }
                />
              ) : data.recentClients.length === 0 ? (
                <FirstClientPanel action={addClient('Add Client')} />
              ) : (
                <>
                  {data.overdue.count > 0 ? (
                    <OverdueClients count={data.overdue.count} clients={data.overdue.clients} viewAllTo={overdueTo} />
                  ) : null}
                  <Suspense fallback={<InsightCardFallback />}>
                    <InsightCard />
                  </Suspense>
                  <RecentClients clients={data.recentClients} viewAllTo={`/clients${mine}`} />
                </>
              )}
            </>
          )}
        </div>
      )}
      {setup && (
        <Suspense fallback={null}>
          <QuickSetup
            open={setup.open}
            onOpenChange={(open) => setSetup((s) => (s ? { ...s, open } : s))}
            onCreated={journeyCreated}
          />
        </Suspense>
      )}
    </>
  );
}

/** Hides the checklist at once (PATCH /api/workspace { checklistDismissed: true }), back if the write fails. */
function useDismissChecklist() {
  const queryClient = useQueryClient();
  const update = useUpdateWorkspace();
  const setDismissed = (dismissed: boolean) =>
    // Every cached view of the dashboard (all clients, assigned to me) shares the checklist.
    queryClient.setQueriesData<DashboardDto>({ queryKey: dashboardKeys.all }, (d) =>
      d ? { ...d, checklist: { ...d.checklist, dismissed } } : d,
    );
  return {
    isPending: update.isPending,
    mutate: () => {
      setDismissed(true);
      update.mutate(
        { checklistDismissed: true },
        {
          onSuccess: () => toast.success(DASHBOARD_MESSAGES.checklistDismissed),
          onError: () => {
            setDismissed(false);
            toast.error(DASHBOARD_MESSAGES.checklistDismissFailed);
          },
        },
      );
    },
  };
}

/** While the insight card's code arrives: a card of its height. */
function InsightCardFallback() {
  return (
    <Card className="space-y-5 p-6" aria-busy="true">
      <Skeleton className="h-5 w-32" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Bars bars={['h-16', 'h-16']} />
      </div>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <Card className="space-y-4 p-6" aria-busy="true">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-6 w-40" />
      <RowSkeletons
        count={3}
        className="flex items-center gap-3"
        icon="size-10 rounded-full"
        lines={['h-4 w-1/3', 'h-3 w-1/2']}
      />
    </Card>
  );
}
