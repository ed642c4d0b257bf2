/** The statuses an owner sees (a draft is the client's own). */
export const SUBMISSION_STATUSES = ['submitted', 'reviewed', 'changes_requested'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
