import { type ClientSubmissionDto, reviewedByLine, submittedByLabel } from '@bloom/core';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { SubmissionCardFrame, SubmissionStatusBadge } from '../../../components/domain/submission-parts';
import { formatOwnerDate, formatOwnerDateAtTime } from '../../../lib/owner-dates';

/** 'Jan 5, 2026, 3:04 PM' in the workspace's time zone. */
export const formatSubmittedAt = (iso: string) => formatOwnerDateAtTime(iso);

/** One submission: its stage, status, when and by whom, who reviewed it, and the first answers labelled by the stage's fields. */
export function SubmissionCard({ submission: s }: { submission: ClientSubmissionDto }) {
  const title = s.stepName ?? 'Removed stage';
  return (
    <SubmissionCardFrame submission={s} label={title} linkLabel={`View Details: ${title}`}>
      <h2 className="text-base font-semibold break-words text-slate-900">{title}</h2>
      <div className="flex flex-wrap items-center gap-2">
        {s.stepType ? <StageTypeBadge type={s.stepType} /> : null}
        <SubmissionStatusBadge status={s.status} />
        <span className="text-sm text-slate-600">
          {submittedByLabel(s.submittedBy)} <time dateTime={s.submittedAt}>{formatSubmittedAt(s.submittedAt)}</time>
        </span>
      </div>
      {s.lastReview ? (
        <p className="text-sm text-slate-600">{reviewedByLine(s.lastReview, formatOwnerDate(s.lastReview.at))}</p>
      ) : null}
    </SubmissionCardFrame>
  );
}
