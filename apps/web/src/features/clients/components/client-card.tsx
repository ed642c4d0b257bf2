import { CLIENT_MESSAGES, type ClientCardDto, plural, stepOfLabel } from '@bloom/core';
import { Archive, ArchiveRestore, Briefcase, Calendar, ClipboardList, Copy, Mail, Route, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ClientStatusBadge } from '../../../components/domain/client-status-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDate } from '../client-format';
import { ProgressBar } from './progress-bar';

interface ClientCardProps {
  client: ClientCardDto;
  onPrefetch: () => void;
  onCopyLink: () => void;
  archiving: boolean;
  onToggleArchived: () => void;
  onDelete: () => void;
}

const iconButton =
  'flex size-8 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-60';

export function ClientCard({ client, onPrefetch, onCopyLink, archiving, onToggleArchived, onDelete }: ClientCardProps) {
  const titleId = useId();
  const detailsPath = `/clients/${encodeURIComponent(client.id)}`;
  const archived = client.status === 'archived';
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
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            <Link to={detailsPath} className="rounded-sm hover:text-primary-700">
              {client.clientName}
            </Link>
          </h3>
          <ClientStatusBadge status={client.status} />
        </div>
        <dl className="mt-2 space-y-1 text-sm text-slate-600">
          <div className="flex min-w-0 items-center gap-2">
            <dt className="sr-only">Project</dt>
            <Briefcase aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <dd className="truncate">{client.projectName}</dd>
          </div>
          {client.clientEmail ? (
            <div className="flex min-w-0 items-center gap-2">
              <dt className="sr-only">Email</dt>
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <dd className="truncate">{client.clientEmail}</dd>
            </div>
          ) : null}
        </dl>

        <div className="mt-4 rounded-lg bg-slate-50 px-3 py-3">
          {client.journey ? (
            <>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="flex min-w-0 items-center gap-2 font-medium text-slate-800">
                  <Route aria-hidden="true" className="size-4 shrink-0 text-primary-600" />
                  <span className="truncate">{client.journey.name}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                  {stepOfLabel(client.currentStep, client.stepCount)}
                </span>
              </div>
              <ProgressBar
                className="mt-2.5 bg-slate-200/70"
                percent={client.progressPercent}
                label={`${client.clientName}: ${client.progressPercent}% of the journey`}
              />
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <Route aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {CLIENT_MESSAGES.noJourneyAssigned}
            </p>
          )}
        </div>

        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
          <div className="flex items-center gap-1.5">
            <ClipboardList aria-hidden="true" className="size-3.5 text-slate-400" />
            <dt className="sr-only">Submissions</dt>
            <dd>{plural(client.submissionCount, 'submission')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="size-3.5 text-slate-400" />
            <dt className="sr-only">Created</dt>
            <dd>Created {formatDate(client.createdAt)}</dd>
          </div>
        </dl>
      </div>

      <div className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4">
        <Button asChild variant="secondary" size="sm" className="px-2.5">
          <Link to={detailsPath}>View Details</Link>
        </Button>
        <Button variant="secondary" size="sm" className="px-2.5" onClick={onCopyLink}>
          <Copy aria-hidden="true" className="size-3.5" />
          Copy Link
        </Button>
        <div className="ml-auto flex items-center gap-0.5">
          <button
            type="button"
            onClick={onToggleArchived}
            disabled={archiving}
            aria-label={archived ? 'Restore' : 'Archive'}
            title={archived ? 'Restore' : 'Archive'}
            className={iconButton}
          >
            {archiving ? (
              <Spinner />
            ) : archived ? (
              <ArchiveRestore aria-hidden="true" className="size-4" />
            ) : (
              <Archive aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label="Delete"
            title="Delete"
            className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </Card>
  );
}

export function ClientCardSkeleton() {
  return (
    <Card className="flex flex-col p-5">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <Skeleton className="mt-3 h-4 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-4 h-16 w-full rounded-lg" />
      <div className="mt-3 flex gap-5">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-3.5 w-28" />
      </div>
      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
        <Skeleton className="h-8 w-24 rounded-lg" />
        <Skeleton className="h-8 w-24 rounded-lg" />
      </div>
    </Card>
  );
}
