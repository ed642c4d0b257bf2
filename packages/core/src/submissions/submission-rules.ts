import { answerKeysInOrder, prettifyKey } from '../clients/client-rules';
import type { ActorDto } from '../contacts/contact-schemas';
import type { FormField } from '../journeys/types';
import { displayAnswer, maxRatingOf } from '../portal/portal-rules';
import { byActor, byNameOn } from './attribution';
import type { SubmissionAnswerDto } from './submission-api';
import type { SUBMISSION_REVIEW_ACTIONS, SubmissionEventAction, SubmissionStatus } from './submission-statuses';

/** Rules of an owner's review (docs/product.md#reviewing-submissions); zod-free. */

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  changes_requested: 'Changes requested',
};

export const SUBMISSION_EVENT_LABELS: Record<SubmissionEventAction, string> = {
  submitted: 'Submitted by the client',
  resubmitted: 'Updated by the client',
  reviewed: 'Marked reviewed',
  changes_requested: 'Changes requested',
};

/** The client's own events, with the contact recorded: 'Submitted by Priya', 'Updated by Priya'. */
const CLIENT_EVENT_VERBS: Partial<Record<SubmissionEventAction, string>> = {
  submitted: 'Submitted',
  resubmitted: 'Updated',
};

/**
 * A history entry's line: the member beside a review ('Changes requested by Dana'), the contact
 * beside the client's own ('Submitted by Priya'), the label alone when no one is recorded.
 */
export function submissionEventLine(e: { action: SubmissionEventAction; actor: ActorDto | null }): string {
  const verb = CLIENT_EVENT_VERBS[e.action];
  return e.actor && verb ? `${verb} by ${e.actor.name}` : byActor(SUBMISSION_EVENT_LABELS[e.action], e.actor);
}

/** What stands before a submission's date: 'Submitted by Priya on', or 'Submitted' when no contact is recorded. */
export const submittedByLabel = (submittedBy: ActorDto | null): string =>
  `Submitted ${byNameOn(submittedBy)}`.trimEnd();

export type SubmissionReviewAction = (typeof SUBMISSION_REVIEW_ACTIONS)[number];

/**
 * The line under a reviewed submission: 'Dana marked this reviewed on Dec 3, 2025', 'Dana
 * requested changes on …'; without a recorded name, 'Marked reviewed on …'. `date` comes
 * formatted by the page (the owner's time zone).
 */
export function reviewedByLine(review: { action: SubmissionReviewAction; actor: ActorDto | null }, date: string) {
  const { action, actor } = review;
  if (!actor) return `${action === 'reviewed' ? 'Marked reviewed' : 'Changes requested'} on ${date}`;
  return `${actor.name} ${action === 'reviewed' ? 'marked this reviewed' : 'requested changes'} on ${date}`;
}

export type Transition<S> = { ok: true; to: S } | { ok: false; message: string };

/**
 * submitted → reviewed | changes_requested; reviewed → changes_requested. A submission waiting
 * for the client's changes goes back to 'submitted' only when the client resubmits. A stage that
 * asks no questions (a milestone done by approving its deliverables) has nothing to resubmit, so
 * it cannot be sent back.
 */
export function reviewTransition(
  from: SubmissionStatus,
  action: SubmissionReviewAction,
  stageHasQuestions = true,
): Transition<SubmissionStatus> {
  if (from === 'changes_requested') return { ok: false, message: SUBMISSION_MESSAGES.waitingForClient };
  if (action === 'reviewed' && from === 'reviewed') return { ok: false, message: SUBMISSION_MESSAGES.alreadyReviewed };
  if (action === 'changes_requested' && !stageHasQuestions)
    return { ok: false, message: SUBMISSION_MESSAGES.noQuestions };
  return { ok: true, to: action };
}

export const SUBMISSION_COMMENT_MAX = 2000;

/**
 * Every answer of a submission under its field's label, in the stage's order; answers whose field
 * was removed come last with a readable key and no type (shown as text).
 */
export function submissionAnswers(
  responseData: Record<string, unknown>,
  fields: readonly FormField[],
): SubmissionAnswerDto[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return answerKeysInOrder(responseData, fields).map((id) => {
    const field = byId.get(id);
    return {
      fieldId: id,
      label: field?.label?.trim() || prettifyKey(id),
      fieldType: field?.type ?? null,
      maxRating: field?.type === 'star-rating' ? maxRatingOf(field) : null,
      value: displayAnswer(responseData[id] ?? null),
    };
  });
}

export const SUBMISSION_MESSAGES = {
  title: 'Submissions',
  description: 'Answers and files from every client, across all your journeys, ready for review.',
  empty: 'No submissions yet',
  emptyDetail: 'When clients complete a stage in their portal, their answers and uploads land here.',
  noMatches: 'No submissions match these filters',
  noMatchesDetail: 'Try another client, journey, status or date range.',
  clearFilters: 'Clear filters',
  loadFailed: 'Could not load submissions',
  loadMore: 'Load more',
  notFound: 'Submission not found',
  markReviewed: 'Mark reviewed',
  requestChanges: 'Request changes',
  markedReviewed: 'Submission marked as reviewed',
  changesRequested: 'Changes requested — the stage is open again in the client portal',
  actionFailed: 'Could not update the submission. Please try again.',
  commentRequired: 'Tell the client what to change',
  commentTooLong: `Comment must be ${SUBMISSION_COMMENT_MAX} characters or fewer`,
  alreadyReviewed: 'This submission is already marked reviewed',
  waitingForClient: "This submission is waiting for the client's changes",
  noQuestions: 'This stage asks no questions, so there is nothing to send back. Share an updated deliverable instead.',
  invalidCursor: 'Invalid page cursor',
  invalidFilter: 'Invalid filter',
  invalidDateRange: 'The end date must be on or after the start date',
  history: 'History',
} as const;
