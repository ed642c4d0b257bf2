import { ChartNoAxesColumn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useWorkspaceInsights } from '../api/insight-queries';
import { useInsightFilters } from '../hooks/use-insight-filters';
import { formatPercentile, formatRate, formatShare, noClientsTitle, PERIOD_LABELS } from '../insights-format';
import { InsightFilterBar } from './insight-filters';
import { InsightsPending, Tile } from './insight-states';
import { JourneyRows } from './journey-rows';
import { OverdueClients } from './overdue-clients';
import { StuckClients } from './stuck-clients';

/** /insights: the workspace's totals, one row per journey, and the stuck and overdue clients across journeys. */
export function WorkspaceInsightsPage() {
  const [filters, setFilters] = useInsightFilters();
  const insights = useWorkspaceInsights(filters.period, filters.clients);
  const periodText = PERIOD_LABELS[filters.period].sentence;
  const data = insights.data;

  return (
    <>
      <PageHeader title="Insights" description="Where clients stop and how long your journeys take." />
      <div className="space-y-6">
        <InsightFilterBar period={filters.period} clients={filters.clients} onChange={setFilters} />
        {!data ? (
          <InsightsPending query={insights} />
        ) : data.totals.invited === 0 ? (
          <EmptyState
            icon={ChartNoAxesColumn}
            title={noClientsTitle(filters)}
            description={
              filters.period === 'all' && filters.clients === 'all'
                ? 'Insights show where clients stop and how long each journey takes. Add your first client to get started.'
                : 'Choose a longer period or other clients, or add a client to get things moving.'
            }
            action={
              <>
                {filters.period === 'all' && filters.clients === 'all' ? null : (
                  <Button variant="secondary" onClick={() => setFilters({ period: 'all', clients: 'all' })}>
                    Show all clients, all time
                  </Button>
                )}
                <Button asChild>
                  <Link to="/clients/new">
                    <UserPlus aria-hidden="true" className="size-4" />
                    Add a client
                  </Link>
                </Button>
              </>
            }
          />
        ) : (
          <div
            className={cn('space-y-6', insights.isPlaceholderData && 'opacity-60 transition-opacity')}
            aria-busy={insights.isPlaceholderData || undefined}
          >
            <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              <Tile label="Invited" value={data.totals.invited} note={`Clients added ${periodText}`} />
              <Tile
                label="Opened their portal"
                value={data.totals.opened}
                note={`${formatShare(data.totals.opened, data.totals.invited)} of invited`}
              />
              <Tile
                label="Completion rate"
                value={formatRate(data.totals.completionRate)}
                note={`${data.totals.completed} of ${data.totals.invited} completed`}
              />
              <Tile
                label="Median time"
                value={formatPercentile(data.totals.timeToComplete.medianSeconds, data.totals.timeToComplete.count)}
                note="From invitation to completion"
              />
            </section>
            <JourneyRows rows={data.journeys} />
          </div>
        )}
        <StuckClients journeyId={null} days={filters.days} onDaysChange={(days) => setFilters({ days })} />
        <OverdueClients journeyId={null} />
      </div>
    </>
  );
}
