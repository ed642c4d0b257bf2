export * from './portal-api';
export * from './portal-messages';
export * from './portal-rules';
export * from './portal-schemas';
