import type { ClientSubmissionDto } from '@bloom/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { AnswerSummary, SubmissionStatusBadge } from '../../../components/domain/submission-parts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatOwnerDateAtTime } from '../../../lib/owner-dates';

/** 'Jan 5, 2026, 3:04 PM' in the workspace's time zone. */
export const formatSubmittedAt = (iso: string) => formatOwnerDateAtTime(iso);

/** One submission: its stage, status, when, and the first answers labelled by the stage's fields. */
export function SubmissionCard({ submission: s }: { submission: ClientSubmissionDto }) {
  const title = s.stepName ?? 'Removed stage';
  return (
    // One column on a phone with the button last; beside the title from sm up.
    <Card role="article" aria-label={title} className="grid p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6 sm:p-6">
      <div className="min-w-0 space-y-2">
        <h2 className="text-base font-semibold break-words text-slate-900">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {s.stepType ? <StageTypeBadge type={s.stepType} /> : null}
          <SubmissionStatusBadge status={s.status} />
          <span className="text-sm text-slate-600">
            Submitted <time dateTime={s.submittedAt}>{formatSubmittedAt(s.submittedAt)}</time>
          </span>
        </div>
      </div>
      <Button asChild variant="secondary" size="sm" className="max-sm:order-last max-sm:mt-5 sm:self-start">
        <Link to={`/submissions/${encodeURIComponent(s.id)}`} aria-label={`View Details: ${title}`}>
          View Details
          <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
        </Link>
      </Button>
      <AnswerSummary summary={s.summary} moreCount={s.moreCount} />
    </Card>
  );
}
