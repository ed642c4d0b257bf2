export * from './portal-messages';
export * from './portal-responses';
export * from './portal-rules';
export * from './portal-schemas';
