export * from './attribution';
export * from './submission-api';
export * from './submission-responses';
export * from './submission-rules';
export * from './submission-schemas';
export * from './submission-statuses';
