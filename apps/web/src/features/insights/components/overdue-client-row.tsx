import { formatDueDate, OVERDUE_MESSAGES, type OverdueClient, plural } from '@bloom/core';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { Cell } from './stuck-client-row';

/** One overdue client: who, the most overdue stage, its date and how late, and the way to the client. */
export function OverdueClientRow({
  client,
  showJourney,
  columns,
}: {
  client: OverdueClient;
  showJourney: boolean;
  columns: string;
}) {
  return (
    <li className={cn('grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 sm:grid-cols-3 sm:px-6 lg:items-center', columns)}>
      <div className="col-span-2 min-w-0 sm:col-span-3 lg:col-span-1">
        <p className="truncate font-medium text-slate-900">{client.clientName}</p>
        <p className="truncate text-sm text-slate-600">
          {client.projectName}
          {showJourney && client.journey ? <span className="text-slate-500"> · {client.journey.name}</span> : null}
        </p>
      </div>
      <Cell label="Stage">
        <span className="break-words">{client.stage.name}</span>
        {client.overdueStages > 1 ? (
          <span className="block text-xs text-slate-500">{OVERDUE_MESSAGES.moreStages(client.overdueStages - 1)}</span>
        ) : null}
      </Cell>
      <Cell label="Due date">
        <time dateTime={client.dueOn}>{formatDueDate(client.dueOn, client.today)}</time>
      </Cell>
      <Cell label="Overdue">
        <span className="font-semibold text-red-800 tabular-nums">{plural(client.daysOverdue, 'day')}</span>
      </Cell>
      <div className="col-span-2 flex sm:col-span-3 lg:col-span-1 lg:justify-end">
        <Button asChild size="sm" variant="ghost">
          <Link
            to={`/clients/${encodeURIComponent(client.id)}`}
            aria-label={OVERDUE_MESSAGES.openClient(client.clientName)}
          >
            Open client
          </Link>
        </Button>
      </div>
    </li>
  );
}
