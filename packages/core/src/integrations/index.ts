export * from './api-key-schemas';
export * from './public-api-schemas';
export * from './webhook-schemas';
