export * from './deadline-messages';
export * from './deadline-responses';
export * from './deadline-schemas';
