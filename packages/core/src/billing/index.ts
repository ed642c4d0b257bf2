export * from './billing-api';
export * from './billing-copy';
export * from './gate';
export * from './plans';
export * from './status';
