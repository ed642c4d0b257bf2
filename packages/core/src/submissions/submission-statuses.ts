/** The statuses an owner sees (a draft is the client's own). */
export const SUBMISSION_STATUSES = ['submitted', 'reviewed', 'changes_requested'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a submission's history records. */
export const SUBMISSION_EVENT_ACTIONS = ['submitted', 'resubmitted', 'reviewed', 'changes_requested'] as const;
export type SubmissionEventAction = (typeof SUBMISSION_EVENT_ACTIONS)[number];
