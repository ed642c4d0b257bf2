export * from './billing-api';
export * from './billing-copy';
export * from './billing-responses';
export * from './gate';
export * from './plans';
export * from './status';
