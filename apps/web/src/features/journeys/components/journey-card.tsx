import type { JourneySummaryDto } from '@bloom/core';
import { Copy, Layers, Trash2, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isBuiltin, plural } from '../journey-format';
import { DefaultBadge } from './badges';

interface JourneyCardProps {
  journey: JourneySummaryDto;
  /** Starts loading the details page's data when the pointer or focus reaches a link. */
  onPrefetch: () => void;
  duplicating: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function JourneyCard({ journey, onPrefetch, duplicating, onDuplicate, onDelete }: JourneyCardProps) {
  const titleId = useId();
  const builtin = isBuiltin(journey);
  const detailsPath = `/journeys/${encodeURIComponent(journey.id)}`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      className="flex flex-col p-5 transition-shadow duration-150 hover:shadow-md"
    >
      <div className="flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-base font-semibold text-slate-900">
            <Link to={detailsPath} className="rounded-sm break-words hover:text-primary-700">
              {journey.name}
            </Link>
          </h3>
          {builtin ? <DefaultBadge /> : null}
        </div>
        <p
          className={
            journey.description ? 'mt-1.5 line-clamp-2 text-sm text-slate-600' : 'mt-1.5 text-sm text-slate-500 italic'
          }
        >
          {journey.description || 'No description'}
        </p>
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          <div className="flex items-center gap-1.5">
            <Layers aria-hidden="true" className="size-4 text-slate-400" />
            <dt className="sr-only">Stages</dt>
            <dd>{plural(journey.stageCount, 'stage')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-slate-400" />
            <dt className="sr-only">Usage</dt>
            <dd>Used {plural(journey.usageCount, 'time')}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Button asChild variant="secondary" size="sm">
          <Link to={detailsPath}>View Details</Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link to={`${detailsPath}/stages`}>Edit</Link>
        </Button>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={onDuplicate}
            disabled={duplicating}
            aria-label="Duplicate"
            title="Duplicate"
            className="flex size-8 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {duplicating ? <Spinner /> : <Copy aria-hidden="true" className="size-4" />}
          </button>
          {builtin ? null : (
            <button
              type="button"
              onClick={onDelete}
              aria-label="Delete"
              title="Delete"
              className="flex size-8 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
    </Card>
  );
}

export function JourneyCardSkeleton() {
  return (
    <Card className="flex flex-col p-5">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <div className="mt-4 flex gap-5">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-4 w-20" />
      </div>
      <div className="mt-5 flex gap-2 border-t border-slate-100 pt-4">
        <Skeleton className="h-8 w-24 rounded-lg" />
        <Skeleton className="h-8 w-14 rounded-lg" />
      </div>
    </Card>
  );
}
