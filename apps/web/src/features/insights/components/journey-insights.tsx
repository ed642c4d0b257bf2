import type { JourneyInsights as Insights } from '@bloom/core';
import { Hourglass, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { useJourneyInsights } from '../api/insight-queries';
import { useInsightFilters } from '../hooks/use-insight-filters';
import { formatPercentile, formatShare, noClientsTitle, PERIOD_LABELS, plural } from '../insights-format';
import { DurationPanel } from './duration-panel';
import { FunnelChart } from './funnel-chart';
import { InsightFilterBar } from './insight-filters';
import { InsightsPending, Tile } from './insight-states';
import { OverdueClients } from './overdue-clients';
import { MostSentBack, StageTimes } from './stage-details';
import { StuckClients } from './stuck-clients';

export interface JourneyInsightsProps {
  journeyId: string;
  /** Clients ever on this journey (all statuses): none at all is a different empty state from none in the period. */
  clientCount: number;
}

/** The journey page's Insights tab: where clients stop, how long it takes, and who is stuck. */
export function JourneyInsights({ journeyId, clientCount }: JourneyInsightsProps) {
  const [filters, setFilters] = useInsightFilters();
  const [asTable, setAsTable] = useState(false);
  const insights = useJourneyInsights(journeyId, filters.period, filters.clients);
  const periodText = PERIOD_LABELS[filters.period].sentence;
  const addClient = `/clients/new?journey=${encodeURIComponent(journeyId)}`;

  if (clientCount === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No clients on this journey yet"
        description="Insights show where clients stop and how long stages take. Add a client to this journey and their progress appears here."
        action={
          <Button asChild>
            <Link to={addClient}>
              <UserPlus aria-hidden="true" className="size-4" />
              Add a client
            </Link>
          </Button>
        }
      />
    );
  }

  const data = insights.data;
  return (
    <div className="space-y-6">
      <InsightFilterBar period={filters.period} clients={filters.clients} onChange={setFilters} />
      {!data ? (
        <InsightsPending query={insights} />
      ) : data.invited === 0 ? (
        <EmptyState
          icon={Users}
          title={noClientsTitle(filters)}
          description="Choose a longer period or other clients to see how this journey is going."
          action={
            <Button variant="secondary" onClick={() => setFilters({ period: 'all', clients: 'all' })}>
              Show all clients, all time
            </Button>
          }
        />
      ) : (
        <div
          className={cn('space-y-6', insights.isPlaceholderData && 'opacity-60 transition-opacity')}
          aria-busy={insights.isPlaceholderData || undefined}
        >
          <StopStage insights={data} />
          <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Tile label="Invited" value={data.invited} note={`Clients added ${periodText}`} />
            <Tile
              label="Opened their portal"
              value={data.opened}
              note={`${formatShare(data.opened, data.invited)} of invited`}
            />
            <Tile
              label="Completed"
              value={data.completed}
              note={`${formatShare(data.completed, data.invited)} of invited`}
            />
            <Tile
              label="Median time"
              value={formatPercentile(data.timeToComplete.medianSeconds, data.timeToComplete.count)}
              note="From invitation to completion"
            />
          </section>
          <div className="grid gap-6 lg:grid-cols-5">
            <div className={asTable ? 'lg:col-span-5' : 'lg:col-span-3'}>
              <FunnelChart insights={data} periodText={periodText} asTable={asTable} onAsTableChange={setAsTable} />
            </div>
            <div className={asTable ? 'lg:col-span-5' : 'lg:col-span-2 lg:[&>*]:h-full'}>
              <DurationPanel stats={data.timeToComplete} fill={!asTable} />
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <StageTimes insights={data} />
            <MostSentBack insights={data} />
          </div>
        </div>
      )}
      <StuckClients journeyId={journeyId} days={filters.days} onDaysChange={(days) => setFilters({ days })} />
      <OverdueClients journeyId={journeyId} />
    </div>
  );
}

/** The stage most clients are waiting on, said first because it is what an owner can act on. */
function StopStage({ insights }: { insights: Insights }) {
  const stop = insights.stopStage;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 shadow-xs sm:items-center sm:p-5',
        stop ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          stop ? 'bg-amber-100 text-amber-800' : 'bg-primary-50 text-primary-700',
        )}
      >
        <Hourglass aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {stop ? `Most clients are waiting on ${stop.name}` : 'No client is waiting on a stage'}
        </p>
        <p className="text-sm text-slate-700">
          {stop
            ? `${plural(stop.waiting, 'active client')} ${stop.waiting === 1 ? 'has' : 'have'} not sent it yet.`
            : 'Everyone in this view has finished or is not active.'}
        </p>
      </div>
    </div>
  );
}
