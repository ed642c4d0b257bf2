import { type SubmissionListItemDto, submittedByLabel } from '@bloom/core';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { SubmissionCardFrame, SubmissionStatusBadge } from '../../../components/domain/submission-parts';
import { formatDateTime, reviewLine } from '../answer-format';

/** One inbox row: who, which stage, where it stands, when and which contact sent it, and the first answers. */
export function SubmissionRow({
  submission: s,
  inboxSearch,
}: {
  submission: SubmissionListItemDto;
  inboxSearch: string;
}) {
  const stage = s.stepName ?? 'Removed stage';
  return (
    // The inbox's filters ride along, so the detail page's Back returns to the same list.
    <SubmissionCardFrame
      submission={s}
      label={`${s.clientName}: ${stage}`}
      linkLabel={`View Details: ${s.clientName}, ${stage}`}
      linkState={{ inboxSearch }}
    >
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
        {submittedByLabel(s.submittedBy)} <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
      </p>
      {s.lastReview ? <p className="text-sm text-slate-600">{reviewLine(s.lastReview)}</p> : null}
    </SubmissionCardFrame>
  );
}
