import { DELIVERABLE_MESSAGES } from '@bloom/core';
import { CircleAlert, Flag, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';

export function ClientNotFound() {
  return (
    <EmptyState
      icon={UserX}
      title="Client not found"
      description="This client may have been deleted."
      action={
        <Button asChild>
          <Link to="/clients">Back to Clients</Link>
        </Button>
      }
    />
  );
}

export function DeliverablesLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <EmptyState
      icon={CircleAlert}
      title={DELIVERABLE_MESSAGES.loadFailed}
      description={`${message} Check your connection and try again.`}
      action={
        <Button onClick={onRetry} busy={retrying} busyText="Retrying...">
          Try again
        </Button>
      }
    />
  );
}

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
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading deliverables...
      </span>
      <Skeleton className="mb-4 h-4 w-28" />
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="mt-3 mb-8 h-4 w-80 max-w-full" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="space-y-5 p-6 lg:col-span-2 lg:self-start">
          <Skeleton className="h-5 w-40" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
          <Skeleton className="h-10 w-full" />
        </Card>
        <div className="space-y-6 lg:col-span-3">
          {[0, 1].map((i) => (
            <Card key={i} className="space-y-4 p-6">
              <Skeleton className="h-5 w-56 max-w-full" />
              <Skeleton className="h-4 w-16" />
              {[0, 1].map((j) => (
                <div key={j} className="flex gap-3">
                  <Skeleton className="size-9 rounded-lg" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-3 w-1/3" />
                  </div>
                </div>
              ))}
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
