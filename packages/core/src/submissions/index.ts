export * from './submission-api';
export * from './submission-rules';
export * from './submission-schemas';
