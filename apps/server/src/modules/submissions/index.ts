// The submissions area's door: what other areas may use of it (the only import path into it).
export { SUBMISSION_CARD_COLUMNS, toSubmissionCard } from './submission-rows';
