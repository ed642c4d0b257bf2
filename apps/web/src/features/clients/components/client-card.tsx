import { CLIENT_MESSAGES, type ClientCardDto, plural, stepOfLabel } from '@bloom/core';
import { Archive, ArchiveRestore, Briefcase, Calendar, ClipboardList, Copy, Mail, Route, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ClientStatusBadge } from '../../../components/domain/client-status-badge';
import { Button } from '../../../components/ui/button';
import { IconButton, IconFact, ItemCard, ItemCardSkeleton } from '../../../components/ui/item-card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { formatDate } from '../client-format';
import { AssigneeInitials } from './assignee-avatars';
import { OverdueBadge } from './overdue-badge';

interface ClientCardProps {
  client: ClientCardDto;
  onPrefetch: () => void;
  onCopyLink: () => void;
  archiving: boolean;
  onToggleArchived: () => void;
  onDelete: () => void;
}

export function ClientCard({ client, onPrefetch, onCopyLink, archiving, onToggleArchived, onDelete }: ClientCardProps) {
  const detailsPath = `/clients/${encodeURIComponent(client.id)}`;
  const archived = client.status === 'archived';
  return (
    <ItemCard
      title={client.clientName}
      to={detailsPath}
      badge={
        <span className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
          <OverdueBadge stages={client.overdueStages} />
          <ClientStatusBadge status={client.status} />
        </span>
      }
      onPrefetch={onPrefetch}
      footerClassName="mt-4"
      toolsClassName="gap-0.5"
      links={
        <>
          <Button asChild variant="secondary" size="sm" className="px-2.5">
            <Link to={detailsPath}>View Details</Link>
          </Button>
          <Button variant="secondary" size="sm" className="px-2.5" onClick={onCopyLink}>
            <Copy aria-hidden="true" className="size-3.5" />
            Copy Link
          </Button>
        </>
      }
      tools={
        <>
          <IconButton label={archived ? 'Restore' : 'Archive'} onClick={onToggleArchived} busy={archiving}>
            {archived ? (
              <ArchiveRestore aria-hidden="true" className="size-4" />
            ) : (
              <Archive aria-hidden="true" className="size-4" />
            )}
          </IconButton>
          {/* Hovers like its neighbours, as it always has (its red hover lost to the neutral one in the CSS). */}
          <IconButton label="Delete" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </>
      }
    >
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

      <div className="mt-3 flex items-center justify-between gap-3">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
          <IconFact icon={ClipboardList} label="Submissions" iconClassName="size-3.5">
            {plural(client.submissionCount, 'submission')}
          </IconFact>
          <IconFact icon={Calendar} label="Created" iconClassName="size-3.5">
            Created {formatDate(client.createdAt)}
          </IconFact>
        </dl>
        <AssigneeInitials assignees={client.assignees} />
      </div>
    </ItemCard>
  );
}

export function ClientCardSkeleton() {
  return (
    <ItemCardSkeleton links={['w-24', 'w-24']} footerClassName="mt-4">
      <div className="flex justify-between gap-3">
        <Bars bars={['h-5 w-1/2', 'h-5 w-14 rounded-full']} />
      </div>
      <Bars bars={['mt-3 h-4 w-2/3', 'mt-2 h-4 w-1/2', 'mt-4 h-16 w-full rounded-lg']} />
      <div className="mt-3 flex gap-5">
        <Bars bars={['h-3.5 w-24', 'h-3.5 w-28']} />
      </div>
    </ItemCardSkeleton>
  );
}
