/** The statuses an owner sees (a draft is the client's own). */
export const SUBMISSION_STATUSES = ['submitted', 'reviewed', 'changes_requested'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** Every status a submission is stored with: the owner's, and the client's own draft (the portal shows it). */
export const STORED_SUBMISSION_STATUSES = ['draft', ...SUBMISSION_STATUSES] as const;
export type StoredSubmissionStatus = (typeof STORED_SUBMISSION_STATUSES)[number];

/** What a submission's history records. */
export const SUBMISSION_EVENT_ACTIONS = ['submitted', 'resubmitted', 'reviewed', 'changes_requested'] as const;
export type SubmissionEventAction = (typeof SUBMISSION_EVENT_ACTIONS)[number];

/** The owner's two review actions ('Mark reviewed', 'Request changes'). */
export const SUBMISSION_REVIEW_ACTIONS = ['reviewed', 'changes_requested'] as const;
