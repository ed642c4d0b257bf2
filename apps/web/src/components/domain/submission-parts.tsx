import { type AnswerSummaryRow, moreFieldsLabel, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@bloom/core';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { Bars } from '../ui/skeleton-blocks';

// Apart from the stage-type colours: submitted waits for the owner, changes requested waits for
// the client, reviewed is settled.
const STATUS_TONES: Record<SubmissionStatus, BadgeTone> = {
  submitted: 'amber',
  changes_requested: 'red',
  reviewed: 'neutral',
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{SUBMISSION_STATUS_LABELS[status]}</Badge>;
}

/** A submission card's first answers and '+N more fields...', across the card's two columns. */
export function AnswerSummary({ summary, moreCount }: { summary: AnswerSummaryRow[]; moreCount: number }) {
  return (
    <>
      {summary.length > 0 ? (
        <dl className="mt-5 grid gap-x-6 gap-y-4 border-t border-slate-100 pt-5 sm:col-span-2 sm:grid-cols-2">
          {summary.map((row) => (
            <div key={row.fieldId} className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
              <dd className="mt-0.5 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-900">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {moreCount > 0 ? <p className="mt-4 text-sm text-slate-500 sm:col-span-2">{moreFieldsLabel(moreCount)}</p> : null}
    </>
  );
}

interface SubmissionCardFrameProps {
  submission: { id: string; summary: AnswerSummaryRow[]; moreCount: number };
  /** The card's accessible name. */
  label: string;
  /** The View Details link's accessible name. */
  linkLabel: string;
  /** Handed to the detail page with the link. */
  linkState?: unknown;
  /** What the submission is: its heading and facts. */
  children: ReactNode;
}

/** A submission in a list: what it is, View Details beside it (last on a phone), its first answers under both. */
export function SubmissionCardFrame({
  submission: s,
  label,
  linkLabel,
  linkState,
  children,
}: SubmissionCardFrameProps) {
  return (
    <Card role="article" aria-label={label} className="grid p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6 sm:p-6">
      <div className="min-w-0 space-y-2">{children}</div>
      <Button asChild variant="secondary" size="sm" className="max-sm:order-last max-sm:mt-5 sm:self-start">
        <Link to={`/submissions/${encodeURIComponent(s.id)}`} state={linkState} aria-label={linkLabel}>
          View Details
          <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
        </Link>
      </Button>
      <AnswerSummary summary={s.summary} moreCount={s.moreCount} />
    </Card>
  );
}

/** A submission card's shape while the list loads. */
export function SubmissionCardSkeleton() {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex-1 space-y-2">
          <Bars bars={['h-5 w-40 max-w-full', 'h-4 w-56 max-w-full', 'h-5 w-72 max-w-full']} />
        </div>
        <Skeleton className="h-8 w-28 shrink-0 max-sm:hidden" />
      </div>
      <div className="grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
        <Bars bars={['h-10', 'h-10']} />
      </div>
    </Card>
  );
}
