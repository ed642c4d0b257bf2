import { byNameOn, reviewTransition, SUBMISSION_MESSAGES, type SubmissionDetailDto } from '@bloom/core';
import { Check, MessageSquareWarning, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { StageTypeBadge } from '../../../components/domain/stage-type-badge';
import { SubmissionStatusBadge } from '../../../components/domain/submission-parts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, reviewLine } from '../answer-format';
import { useReviewActions } from '../api/review-submission';
import { RequestChangesDialog } from './request-changes-dialog';

/** A refusal the server explains (409 INVALID_TRANSITION, 400, 404) is shown as it says. */
const failure = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : SUBMISSION_MESSAGES.actionFailed;

/** The stage, its status and times, and the owner's two review actions. */
export function ReviewPanel({ submission: s }: { submission: SubmissionDetailDto }) {
  const { review, changes } = useReviewActions(s.id);
  const [asking, setAsking] = useState(false);
  const canReview = reviewTransition(s.status, 'reviewed').ok;
  // A removed stage, like one without questions, has nothing the client could resubmit.
  const hasQuestions = s.stage?.hasQuestions ?? false;
  const canAsk = reviewTransition(s.status, 'changes_requested', hasQuestions).ok;
  const pending = review.isPending || changes.isPending;

  const markReviewed = () =>
    review.mutate(undefined, {
      onSuccess: () => toast.success(SUBMISSION_MESSAGES.markedReviewed),
      onError: (error) => toast.error(failure(error)),
    });
  const sendChanges = (comment: string) =>
    changes.mutate(comment, {
      onSuccess: () => {
        setAsking(false);
        toast.success(SUBMISSION_MESSAGES.changesRequested);
      },
      onError: (error) => toast.error(failure(error)),
    });

  return (
    <Card role="region" aria-label="Review" className="space-y-5 p-5 sm:p-6">
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-600">Stage</p>
        <h2 className="text-base font-semibold break-words text-slate-900">{s.stage?.name ?? 'Removed stage'}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {s.stage ? <StageTypeBadge type={s.stage.stepType} /> : null}
          <SubmissionStatusBadge status={s.status} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Submitted</dt>
        <dd className="text-slate-900">
          {byNameOn(s.submittedBy)}
          <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
        </dd>
        <dt className="text-slate-600">Reviewed</dt>
        <dd className="text-slate-900">
          {s.reviewedAt ? <time dateTime={s.reviewedAt}>{formatDateTime(s.reviewedAt)}</time> : '—'}
        </dd>
        {s.journey ? (
          <>
            <dt className="text-slate-600">Journey</dt>
            <dd className="break-words text-slate-900">{s.journey.name}</dd>
          </>
        ) : null}
      </dl>
      {s.lastReview ? <p className="-mt-2 text-sm text-slate-600">{reviewLine(s.lastReview)}</p> : null}

      {s.status === 'changes_requested' ? (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <MessageSquareWarning aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            {SUBMISSION_MESSAGES.waitingForClient}
          </p>
          {s.changesComment ? (
            <blockquote className="mt-2 break-words whitespace-pre-line">{s.changesComment}</blockquote>
          ) : null}
        </div>
      ) : null}

      {canReview || canAsk ? (
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          {canReview ? (
            <Button onClick={markReviewed} busy={review.isPending} busyText="Saving..." disabled={pending}>
              <Check aria-hidden="true" className="size-4" />
              {SUBMISSION_MESSAGES.markReviewed}
            </Button>
          ) : null}
          {canAsk ? (
            <Button variant="secondary" onClick={() => setAsking(true)} disabled={pending}>
              {SUBMISSION_MESSAGES.requestChanges}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!hasQuestions && s.status !== 'changes_requested' ? (
        <p className="text-sm text-slate-600">{SUBMISSION_MESSAGES.noQuestions}</p>
      ) : null}

      <div className="border-t border-slate-100 pt-4">
        <Link
          to={`/clients/${encodeURIComponent(s.client.id)}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          <UserRound aria-hidden="true" className="size-4" />
          View client
        </Link>
      </div>
      <RequestChangesDialog open={asking} onOpenChange={setAsking} pending={changes.isPending} onSubmit={sendChanges} />
    </Card>
  );
}
