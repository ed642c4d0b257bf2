export * from './domain-messages';
export * from './domain-rules';
export * from './domain-schemas';
export * from './domain-verification';
export * from './host-spellings';
