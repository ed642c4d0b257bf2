import { DELIVERABLE_MESSAGES } from '@bloom/core';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/load-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { BarsCard, FieldSkeletons, HeaderSkeleton, RowSkeletons } from '../../../components/ui/skeleton-blocks';

/** The journey has no milestone stage (or the client has no journey): the way to add one. */
export function NoMilestones({ templateId }: { templateId: string | null }) {
  return (
    <EmptyState
      icon={Flag}
      title="No milestone stages"
      description={DELIVERABLE_MESSAGES.noMilestones}
      action={
        <Button asChild>
          <Link to={templateId ? `/journeys/${encodeURIComponent(templateId)}/stages` : '/journeys'}>
            {DELIVERABLE_MESSAGES.editStages}
          </Link>
        </Button>
      }
    />
  );
}

export function DeliverablesSkeleton() {
  return (
    <Loading label="Loading deliverables...">
      <HeaderSkeleton back="w-28" title="w-64" description="h-4 w-80" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="space-y-5 p-6 lg:col-span-2 lg:self-start">
          <Skeleton className="h-5 w-40" />
          <FieldSkeletons count={3} label="w-24" value="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
        <div className="space-y-6 lg:col-span-3">
          {[0, 1].map((i) => (
            <BarsCard key={i} className="space-y-4 p-6" bars={['h-5 w-56 max-w-full', 'h-4 w-16']}>
              <RowSkeletons
                count={2}
                className="flex gap-3"
                icon="size-9 rounded-lg"
                lines={['h-4 w-1/2', 'h-3 w-1/3']}
              />
            </BarsCard>
          ))}
        </div>
      </div>
    </Loading>
  );
}
