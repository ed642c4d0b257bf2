import { type ClientDetailDto, type ClientDueDatesDto, DEADLINE_MESSAGES as M } from '@bloom/core';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Loading } from '../../../components/ui/load-state';
import { SectionCard, SectionError } from '../../../components/ui/section-card';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { useClientDueDates } from '../api/client-due-dates';
import { type DueDateRow, dueDateRows } from '../due-date-rows';
import { DueDateEditor } from './due-date-editor';

type ClientRef = Pick<ClientDetailDto, 'id' | 'journey'>;

/**
 * The client page's due dates: each stage that applies to the client with its date on the
 * client's clock and where it stands ("Overdue by 2 days", "Due today", "Done"), and the owner's
 * own date for any of them ("Change date"), or back to the journey's rule. Every role that sees the
 * client may change them (a Member: their assigned clients, all they see).
 */
export function DueDatesCard({ client }: { client: ClientRef }) {
  return (
    <SectionCard icon={CalendarClock} title={M.cardTitle}>
      {client.journey ? (
        <DueDatesBody clientId={client.id} />
      ) : (
        <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">{M.noJourney}</p>
      )}
    </SectionCard>
  );
}

export function DueDatesBody({ clientId }: { clientId: string }) {
  const dates = useClientDueDates(clientId);
  if (dates.isError) return <SectionError query={dates} message={M.loadFailed} />;
  if (!dates.data) {
    return (
      <Loading label={M.loading} className="space-y-3 px-5 py-5 sm:px-6">
        <Bars bars={['h-12 w-full rounded-lg', 'h-12 w-full rounded-lg', 'h-12 w-full rounded-lg']} />
      </Loading>
    );
  }
  return <DueDatesList clientId={clientId} dates={dates.data} />;
}

/** The rows, one of them open for a new date at a time. */
export function DueDatesList({ clientId, dates }: { clientId: string; dates: ClientDueDatesDto }) {
  const [editing, setEditing] = useState<string | null>(null);
  const rows = dueDateRows(dates);
  if (rows.length === 0) return <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">{M.noStages}</p>;
  const counted = rows.some((r) => r.stage.rule?.from === 'start' || r.stage.rule?.from === 'previous');

  return (
    <>
      {!dates.startedOn && counted ? (
        <p className="border-b border-slate-100 px-5 py-3 text-sm text-slate-600 sm:px-6">{M.notStarted}</p>
      ) : null}
      <ol className="divide-y divide-slate-100" aria-label={M.cardTitle}>
        {rows.map((row) => (
          <li key={row.stage.stageId} className="px-5 py-3.5 sm:px-6">
            <RowSummary row={row} />
            <DueDateEditor
              clientId={clientId}
              row={row}
              today={dates.today}
              open={editing === row.stage.stageId}
              onOpenChange={(open) => setEditing(open ? row.stage.stageId : null)}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

function RowSummary({ row }: { row: DueDateRow }) {
  const { stage } = row;
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <div className="min-w-0">
        <p className="text-sm">
          <span className="text-slate-500 tabular-nums">{stage.order}. </span>
          <span className="font-medium break-words text-slate-900">{stage.name}</span>
        </p>
        <p className={cn('mt-0.5 text-sm', stage.dueOn ? 'text-slate-700' : 'text-slate-500')}>
          <span className={cn(stage.completed && 'text-slate-500')}>{row.when}</span>
          {stage.rule || stage.overrideOn ? <span className="text-slate-500"> · {row.source}</span> : null}
        </p>
      </div>
      {row.chip ? (
        <Badge tone={row.chip.tone} data-testid="due-chip">
          {row.chip.label}
        </Badge>
      ) : null}
    </div>
  );
}
