export * from './api-key-schemas';
export * from './public-api-schemas';
export * from './webhook-retry';
export * from './webhook-schemas';
export * from './webhook-subject';
