import type { AgreementEventDto } from '@bloom/core';
import { ChevronDown } from 'lucide-react';
import { formatOwnerDateTime, ownerTimeZone } from '../../../lib/owner-dates';
import { AGREEMENTS_UI as M } from '../agreements-messages';

/**
 * "Audit trail": every event of the agreement, oldest first, with who acted and when (in the
 * workspace's time zone; the certificate page of the signed PDF has them in UTC), and where from.
 */
export function AuditTrail({ events }: { events: AgreementEventDto[] }) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 [&::-webkit-details-marker]:hidden">
        <span>
          {M.auditTrail} <span className="font-normal text-slate-500">({events.length})</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-slate-500 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="border-t border-slate-100 px-3 py-3">
        <p className="mb-2 text-xs text-slate-500">{M.auditTimes(ownerTimeZone())}</p>
        <ol className="space-y-2.5">
          {events.map((event) => (
            <li key={event.id} className="grid gap-0.5 text-sm sm:grid-cols-[11rem_1fr] sm:gap-3">
              <time dateTime={event.at} className="text-slate-500 tabular-nums">
                {formatOwnerDateTime(event.at)}
              </time>
              <span className="min-w-0">
                <span className="text-slate-900">
                  {M.events[event.kind]}
                  <span className="text-slate-600"> · {event.actor}</span>
                </span>
                {event.ip || event.timeZone ? (
                  <span className="block truncate text-xs text-slate-500" title={event.userAgent ?? undefined}>
                    {[event.ip, event.timeZone].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}
