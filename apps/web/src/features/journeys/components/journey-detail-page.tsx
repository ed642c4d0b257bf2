import { describeCondition, describeDueRule, JOURNEY_MESSAGES } from '@bloom/core';
import {
  CalendarClock,
  Copy,
  GitBranch,
  Layers,
  type LucideIcon,
  MessageSquareText,
  Pencil,
  Repeat,
  Trash2,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { WelcomeMessage } from '../../../components/domain/welcome-message';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionHeading } from '../../../components/ui/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { HeaderSkeleton, RowSkeletons, TextCardSkeleton, TileSkeletons } from '../../../components/ui/skeleton-blocks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useJourney } from '../api/get-journey';
import { labelLookup } from '../conditions/condition-stages';
import { useJourneyActions } from '../hooks/use-journey-actions';
import { formatShortDate, isBuiltin, plural } from '../journey-format';
import { DefaultBadge } from './badges';
import { JourneyLoadError } from './journey-load-error';
import { JourneyTabs } from './journey-tabs';

const TILE_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The Insights tab's content, handed in by the route (another feature: insights). */
export type JourneyInsightsPanel = ComponentType<{ journeyId: string; clientCount: number }>;

export function JourneyDetailPage({ insights: Insights }: { insights?: JourneyInsightsPanel }) {
  const { id = '' } = useParams();
  const onInsights = useMatch('/journeys/:id/insights') !== null;
  const journey = useJourney(id);
  const navigate = useNavigate();
  const actions = useJourneyActions({
    onDuplicated: () => navigate('/journeys'),
    onDeleted: () => navigate('/journeys'),
  });
  const name = journey.data?.name;
  useDocumentTitle(
    journey.isError ? JOURNEY_MESSAGES.notFound : name ? (onInsights ? `${name} insights` : name) : 'Journey Details',
  );

  if (journey.isPending) return <DetailSkeleton />;
  if (journey.isError) return <JourneyLoadError query={journey} />;

  const j = journey.data;
  const builtin = isBuiltin(j);
  // In the header and again among the journey's actions.
  const editStages = (
    <Button asChild variant="secondary">
      <Link to={`/journeys/${encodeURIComponent(j.id)}/stages`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit Stages
      </Link>
    </Button>
  );
  const steps = [...j.steps].sort((a, b) => a.stepOrder - b.stepOrder);
  const labelOf = labelLookup(steps.map((s) => ({ ...s, key: s.id, showWhen: s.showWhen ?? null })));

  return (
    <>
      <PageHeader
        title={j.name}
        back={{ to: '/journeys', label: 'Back to Journeys' }}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {builtin ? <DefaultBadge /> : null}
            <span>{j.description || 'No description'}</span>
          </span>
        }
        actions={
          <>
            {editStages}
            <Button asChild>
              <Link to={`/clients/new?journey=${encodeURIComponent(j.id)}`}>
                <UserPlus aria-hidden="true" className="size-4" />
                Use for Client
              </Link>
            </Button>
          </>
        }
      />
      <JourneyTabs journeyId={j.id} active={onInsights ? 'insights' : 'overview'} />
      {onInsights ? (
        Insights ? (
          <Insights journeyId={j.id} clientCount={j.usageCount} />
        ) : null
      ) : (
        <>
          <section aria-label="Overview" className={TILE_GRID}>
            <StatTile icon={Layers} label="Stages" value={String(j.steps.length)} />
            <StatTile icon={Users} label="Active Clients" value={String(j.activeClients)} />
            <StatTile icon={Repeat} label="Total Uses" value={String(j.usageCount)} />
            <StatTile icon={CalendarClock} label="Created" value={formatShortDate(j.createdAt)} />
          </section>

          <div className="mt-6 grid gap-6 lg:grid-cols-5">
            <Card className="lg:col-span-2 lg:self-start">
              <SectionHeading icon={MessageSquareText}>Client Portal Welcome Message</SectionHeading>
              <div className="px-5 py-5 sm:px-6">
                <WelcomeMessage
                  html={j.introText}
                  empty="No welcome message yet. Add one in the editor to greet clients at the top of their portal."
                />
              </div>
            </Card>

            <Card className="lg:col-span-3">
              <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
                <h2 className="text-base font-semibold text-slate-900">Journey Stages</h2>
                <span className="text-sm text-slate-500">{plural(steps.length, 'stage')}</span>
              </div>
              {steps.length === 0 ? (
                <div className="px-5 py-10 text-center sm:px-6">
                  <p className="text-sm font-medium text-slate-900">No stages yet</p>
                  <p className="mt-1 text-sm text-slate-600">
                    Add stages in the editor so clients know what comes next.
                  </p>
                </div>
              ) : (
                <ol className="divide-y divide-slate-100">
                  {steps.map((step, index) => (
                    <li key={step.id} className="flex gap-3 px-5 py-4 sm:gap-4 sm:px-6">
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 tabular-nums">
                        {index + 1}
                      </span>
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                          <p className="font-medium break-words text-slate-900">{step.name}</p>
                          <div className="flex shrink-0 items-center gap-2">
                            <StageTypeBadge type={step.stepType} />
                            <span className="max-w-56 truncate text-xs whitespace-nowrap text-slate-500">
                              {step.agreement ? step.agreement.title : plural(step.formConfig.length, 'field')}
                            </span>
                          </div>
                        </div>
                        {step.description ? <p className="mt-1 text-sm text-slate-600">{step.description}</p> : null}
                        {step.showWhen ? (
                          <p className="mt-1 flex items-start gap-1.5 text-xs text-slate-600">
                            <GitBranch aria-hidden="true" className="mt-px size-3.5 shrink-0 text-primary-700" />
                            {describeCondition(step.showWhen, labelOf)}
                          </p>
                        ) : null}
                        {step.due ? (
                          <p className="mt-1 flex items-start gap-1.5 text-xs text-slate-600">
                            <CalendarClock aria-hidden="true" className="mt-px size-3.5 shrink-0 text-slate-500" />
                            Due: {describeDueRule(step.due)}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </div>

          <Card className="mt-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div className="min-w-0">
              <h2 className="text-base font-semibold text-slate-900">Journey actions</h2>
              <p className="mt-0.5 text-sm text-slate-600">
                {builtin
                  ? 'This is a built-in template. Duplicate it to make a copy you can change.'
                  : 'Copy this journey as a starting point, change its stages, or remove it.'}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                onClick={() => actions.duplicateJourney(j)}
                busy={actions.duplicatingId === j.id}
                busyText="Duplicating..."
              >
                <Copy aria-hidden="true" className="size-4" />
                Duplicate
              </Button>
              {editStages}
              {builtin ? null : (
                <DestructiveButton onClick={() => actions.askDelete(j)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </DestructiveButton>
              )}
            </div>
          </Card>
        </>
      )}
      {actions.deleteDialog}
    </>
  );
}

function StatTile({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-4 text-primary-600" />
        {label}
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{value}</p>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <Loading label="Loading journey...">
      <HeaderSkeleton back="w-32" title="w-72" description="h-4 w-96" />
      <TileSkeletons count={4} className={TILE_GRID} label="w-20" value="w-12" />
      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <TextCardSkeleton heading="w-56" className="lg:col-span-2" />
        <Card className="space-y-5 p-6 lg:col-span-3">
          <Skeleton className="h-5 w-36" />
          <RowSkeletons
            count={3}
            className="flex gap-4"
            icon="size-8 rounded-full"
            lines={['h-4 w-1/2', 'h-4 w-3/4']}
          />
        </Card>
      </div>
    </Loading>
  );
}
