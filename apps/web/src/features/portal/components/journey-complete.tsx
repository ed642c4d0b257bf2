import { PORTAL_MESSAGES, type PortalResponse, type TimelineStatus } from '@bloom/core';
import { hasChangesRequested } from '../lib/changes-requested';
import { dueChip, localToday } from '../lib/due-chip';
import { isStageDone, timeline } from '../lib/portal-view';
import { BookCallLink } from './book-call-link';
import { ChangesBadge, ChangesMarker } from './changes-badge';
import { DueBadge } from './due-badge';
import { Check, CircleCheckBig } from './icons';
import { PortalButton } from './portal-button';

const STATUS_TEXT: Record<TimelineStatus, string> = {
  completed: PORTAL_MESSAGES.timelineCompleted,
  current: PORTAL_MESSAGES.timelineCurrent,
  upcoming: PORTAL_MESSAGES.timelineUpcoming,
};

function Marker({ status, changes }: { status: TimelineStatus; changes: boolean }) {
  if (changes) return <ChangesMarker className="relative z-10" />;
  if (status === 'completed') {
    return (
      <span className="relative z-10 grid size-8 shrink-0 place-items-center rounded-full bg-brand text-on-brand ring-1 ring-slate-900/10 ring-inset">
        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
      </span>
    );
  }
  return (
    <span
      className={`relative z-10 grid size-8 shrink-0 place-items-center rounded-full border-2 bg-white ${
        status === 'current' ? 'border-brand-mark' : 'border-slate-300'
      }`}
    >
      {status === 'current' ? <span className="size-2.5 rounded-full bg-brand-mark" /> : null}
    </span>
  );
}

/** 'Journey Complete': every stage that applies on a timeline, and the way back to the stages. */
export function JourneyComplete({ data, onReview }: { data: PortalResponse; onReview: () => void }) {
  const steps = timeline(data);
  const today = localToday();
  return (
    <section aria-labelledby="complete-title" className="rounded-xl border border-slate-200 bg-white shadow-xs">
      <div className="border-b border-slate-100 px-5 py-8 text-center sm:px-8">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand/10 text-brand-ink">
          <CircleCheckBig aria-hidden="true" className="size-7" />
        </span>
        <h2 id="complete-title" tabIndex={-1} className="mt-4 text-2xl font-semibold text-slate-900 focus:outline-none">
          {PORTAL_MESSAGES.journeyComplete}
        </h2>
        <p className="mt-2 text-slate-600">{PORTAL_MESSAGES.journeyCompleteBody}</p>
        {data.branding.calendlyUrl ? (
          <div className="mt-6 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-600">{PORTAL_MESSAGES.bookCallPrompt}</p>
            <BookCallLink url={data.branding.calendlyUrl} />
          </div>
        ) : null}
      </div>
      <div className="px-5 py-6 sm:px-8">
        <h3 className="text-sm font-semibold text-slate-900">{PORTAL_MESSAGES.timelineTitle}</h3>
        <ol className="mt-4">
          {steps.map(({ stage, status }, i) => (
            <li key={stage.id} className="relative flex gap-3 pb-5 last:pb-0">
              {i < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-8 bottom-0 left-[15px] w-0.5 ${status === 'completed' ? 'bg-brand-mark' : 'bg-slate-200'}`}
                />
              ) : null}
              <Marker status={status} changes={hasChangesRequested(stage)} />
              <div className="min-w-0 pt-1">
                <p className="font-medium break-words text-slate-900">{stage.name}</p>
                {hasChangesRequested(stage) ? (
                  <ChangesBadge className="mt-1 inline-flex" />
                ) : (
                  <p className="text-sm text-slate-600">{STATUS_TEXT[status]}</p>
                )}
                <DueBadge chip={dueChip(stage.dueOn, isStageDone(stage), today)} className="mt-1" />
              </div>
            </li>
          ))}
        </ol>
        <PortalButton variant="secondary" onClick={onReview} className="mt-8 w-full sm:w-auto">
          {PORTAL_MESSAGES.viewStages}
        </PortalButton>
      </div>
    </section>
  );
}
