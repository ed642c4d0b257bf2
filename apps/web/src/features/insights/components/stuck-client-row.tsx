import type { StuckClient } from '@bloom/core';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatOwnerShortDate } from '../../../lib/owner-dates';
import { useSendReminder } from '../api/send-reminder';
import { formatDays, reminderToast } from '../insights-format';

/** A cell with its column's name: shown on a phone (no header row there), for screen readers only above. */
export function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-slate-500 lg:sr-only">{label}</p>
      <div className="text-sm text-slate-800">{children}</div>
    </div>
  );
}

export function StuckClientRow({
  client,
  showJourney,
  columns,
}: {
  client: StuckClient;
  showJourney: boolean;
  columns: string;
}) {
  const send = useSendReminder();
  const reasonId = useId();
  const blocked = client.reminderBlockedBy;

  const remind = () =>
    send.mutate(
      { id: client.id },
      {
        onSuccess: ({ reminder, email }) =>
          toast.success(reminderToast(client.clientName, reminder, email.reminders.timeZone)),
        // A 409 carries the server's reason (unsubscribed, already reminded today…): say it as it is.
        onError: (error) => toast.error(error.message || 'Could not send the reminder. Try again.'),
      },
    );

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
        <span className="break-words">{client.stage?.name ?? 'No open stage'}</span>
      </Cell>
      <Cell label="Waiting">
        <span className="font-semibold text-slate-900 tabular-nums">{formatDays(client.daysWaiting)}</span>
        <span className="block text-xs text-slate-500">since {formatOwnerShortDate(client.waitingSince)}</span>
      </Cell>
      <Cell label="Last reminder">
        {client.lastReminderAt ? (
          formatOwnerShortDate(client.lastReminderAt)
        ) : (
          <span className="text-slate-500">None yet</span>
        )}
      </Cell>
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-3 lg:col-span-1 lg:items-end">
        <div className="flex flex-wrap gap-2 lg:flex-nowrap">
          <Button
            size="sm"
            variant="secondary"
            onClick={remind}
            busy={send.isPending}
            busyText="Sending..."
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            aria-label={`Send reminder now to ${client.clientName}`}
          >
            <Send aria-hidden="true" className="size-3.5" />
            Send reminder now
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={`/clients/${encodeURIComponent(client.id)}`} aria-label={`Open client ${client.clientName}`}>
              Open client
            </Link>
          </Button>
        </div>
        {blocked ? (
          <p id={reasonId} className="text-xs text-amber-800 lg:text-right">
            {blocked}
          </p>
        ) : null}
      </div>
    </li>
  );
}
