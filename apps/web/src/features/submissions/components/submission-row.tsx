import type { SubmissionListItemDto } from '@bloom/core';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { AnswerSummary, SubmissionStatusBadge } from '../../../components/domain/submission-parts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../answer-format';

/** One inbox row: who, which stage, where it stands, when, and the first answers. */
export function SubmissionRow({
  submission: s,
  inboxSearch,
}: {
  submission: SubmissionListItemDto;
  inboxSearch: string;
}) {
  const stage = s.stepName ?? 'Removed stage';
  return (
    <Card
      role="article"
      aria-label={`${s.clientName}: ${stage}`}
      className="grid p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6 sm:p-6"
    >
      <div className="min-w-0 space-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900">{s.clientName}</h2>
          <p className="text-sm break-words text-slate-600">
            {s.projectName}
            {s.journeyName ? <span className="text-slate-500"> · {s.journeyName}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium break-words text-slate-800">{stage}</span>
          {s.stepType ? <StageTypeBadge type={s.stepType} /> : null}
          <SubmissionStatusBadge status={s.status} />
        </div>
        <p className="text-sm text-slate-600">
          Submitted <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
        </p>
      </div>
      <Button asChild variant="secondary" size="sm" className="max-sm:order-last max-sm:mt-5 sm:self-start">
        {/* The inbox's filters ride along, so the detail page's Back returns to the same list. */}
        <Link
          to={`/submissions/${encodeURIComponent(s.id)}`}
          state={{ inboxSearch }}
          aria-label={`View Details: ${s.clientName}, ${stage}`}
        >
          View Details
          <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
        </Link>
      </Button>
      <AnswerSummary summary={s.summary} moreCount={s.moreCount} />
    </Card>
  );
}
