import { type ApprovalValue, PORTAL_MESSAGES, type PortalDeliverableDto, type PortalReviewResponse } from '@bloom/core';
import { type FormEvent, useId, useState } from 'react';
import { reviewDeliverable } from '../api/portal-api';
import { inputClass } from './fields/field-frame';
import { formatWhen } from './format-date';
import { Check, CircleCheck, PencilLine } from './icons';
import { PortalButton } from './portal-button';

export type ReviewDone = (deliverableId: string, response: PortalReviewResponse) => void;

/** A deliverable in the portal, and what its review reports to the page. */
export interface DeliverableProps {
  token: string;
  deliverable: PortalDeliverableDto;
  onReviewed: ReviewDone;
  onLockOut: (error: unknown) => boolean;
}

/** The latest decision: Approved / Changes requested, the comment and when. */
function Decision({ review }: { review: NonNullable<PortalDeliverableDto['review']> }) {
  const approved = review.decision === 'approved';
  return (
    <div className={`rounded-lg p-3 text-sm ${approved ? 'bg-brand/10 text-slate-900' : 'bg-amber-50 text-amber-950'}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className={`inline-flex items-center gap-1 font-semibold ${approved ? 'text-brand-ink' : 'text-amber-900'}`}
        >
          {approved ? (
            <CircleCheck aria-hidden="true" className="size-4" />
          ) : (
            <PencilLine aria-hidden="true" className="size-4" />
          )}
          {approved ? PORTAL_MESSAGES.approved : PORTAL_MESSAGES.changesRequested}
        </span>
        <span className="text-xs text-slate-700">{PORTAL_MESSAGES.decidedAt(formatWhen(review.decidedAt))}</span>
      </p>
      {review.comment ? <p className="mt-1.5 whitespace-pre-wrap break-words">{review.comment}</p> : null}
    </div>
  );
}

/** Approve, or Request changes with a comment; the latest decision shows above the buttons. */
export function DeliverableReview({ token, deliverable, onReviewed, onLockOut }: DeliverableProps) {
  const id = useId();
  const review = deliverable.review;
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ApprovalValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (decision: ApprovalValue) => {
    const text = comment.trim();
    if (decision === 'changes_requested' && !text) {
      setCommentError(PORTAL_MESSAGES.commentRequired);
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setBusy(decision);
    setFailure(null);
    try {
      const response = await reviewDeliverable(token, deliverable.id, decision, decision === 'approved' ? null : text);
      setCommenting(false);
      setComment('');
      onReviewed(deliverable.id, response);
    } catch (error) {
      if (!onLockOut(error)) setFailure(error instanceof Error ? error.message : PORTAL_MESSAGES.submitFailed);
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send('changes_requested');
  };

  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {review ? <Decision review={review} /> : null}
      {commenting ? (
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-900">
              {PORTAL_MESSAGES.commentLabel}
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            </label>
            <textarea
              id={`${id}-comment`}
              rows={3}
              className={`${inputClass} resize-y`}
              value={comment}
              aria-required="true"
              aria-invalid={commentError ? true : undefined}
              aria-describedby={commentError ? `${id}-comment-error` : undefined}
              onChange={(e) => {
                setComment(e.target.value);
                setCommentError(null);
              }}
            />
            {commentError ? (
              <p id={`${id}-comment-error`} className="text-sm font-medium text-red-700">
                {commentError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <PortalButton
              type="submit"
              size="sm"
              busy={busy === 'changes_requested'}
              busyText={PORTAL_MESSAGES.sending}
            >
              {PORTAL_MESSAGES.sendRequest}
            </PortalButton>
            <PortalButton
              variant="ghost"
              size="sm"
              disabled={busy !== null}
              onClick={() => {
                setCommenting(false);
                setCommentError(null);
              }}
            >
              {PORTAL_MESSAGES.cancel}
            </PortalButton>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {review?.decision !== 'approved' ? (
            <PortalButton
              size="sm"
              busy={busy === 'approved'}
              busyText={PORTAL_MESSAGES.sending}
              onClick={() => void send('approved')}
              aria-label={`${PORTAL_MESSAGES.approve} ${deliverable.title}`}
            >
              <Check aria-hidden="true" className="size-4" />
              {PORTAL_MESSAGES.approve}
            </PortalButton>
          ) : null}
          <PortalButton
            variant="secondary"
            size="sm"
            disabled={busy !== null}
            onClick={() => {
              setComment(review?.decision === 'changes_requested' ? (review.comment ?? '') : '');
              setCommenting(true);
              requestAnimationFrame(() => document.getElementById(`${id}-comment`)?.focus());
            }}
            aria-label={`${PORTAL_MESSAGES.requestChanges} to ${deliverable.title}`}
          >
            <PencilLine aria-hidden="true" className="size-4" />
            {PORTAL_MESSAGES.requestChanges}
          </PortalButton>
        </div>
      )}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
