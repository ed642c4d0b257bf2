import type { JourneySummaryDto } from '@bloom/core';
import { Copy, Layers, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { IconButton, IconFact, ItemCard, ItemCardSkeleton } from '../../../components/ui/item-card';
import { Bars } from '../../../components/ui/skeleton-blocks';
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
  const builtin = isBuiltin(journey);
  const detailsPath = `/journeys/${encodeURIComponent(journey.id)}`;
  return (
    <ItemCard
      title={journey.name}
      to={detailsPath}
      badge={builtin ? <DefaultBadge /> : null}
      onPrefetch={onPrefetch}
      footerClassName="mt-5 flex-wrap"
      toolsClassName="gap-1"
      links={
        <>
          <Button asChild variant="secondary" size="sm">
            <Link to={detailsPath}>View Details</Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={`${detailsPath}/stages`}>Edit</Link>
          </Button>
        </>
      }
      tools={
        <>
          <IconButton label="Duplicate" onClick={onDuplicate} busy={duplicating}>
            <Copy aria-hidden="true" className="size-4" />
          </IconButton>
          {builtin ? null : (
            <IconButton label="Delete" tone="danger" onClick={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          )}
        </>
      }
    >
      <p
        className={
          journey.description ? 'mt-1.5 line-clamp-2 text-sm text-slate-600' : 'mt-1.5 text-sm text-slate-500 italic'
        }
      >
        {journey.description || 'No description'}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <IconFact icon={Layers} label="Stages" iconClassName="size-4">
          {plural(journey.stageCount, 'stage')}
        </IconFact>
        <IconFact icon={Users} label="Usage" iconClassName="size-4">
          Used {plural(journey.usageCount, 'time')}
        </IconFact>
      </dl>
    </ItemCard>
  );
}

export function JourneyCardSkeleton() {
  return (
    <ItemCardSkeleton links={['w-24', 'w-14']} footerClassName="mt-5">
      <Bars bars={['h-5 w-2/3', 'mt-3 h-4 w-full', 'mt-2 h-4 w-4/5']} />
      <div className="mt-4 flex gap-5">
        <Bars bars={['h-4 w-16', 'h-4 w-20']} />
      </div>
    </ItemCardSkeleton>
  );
}
