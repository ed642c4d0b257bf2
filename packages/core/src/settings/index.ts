export * from './logo-rules';
export * from './settings-messages';
export * from './settings-responses';
export * from './settings-schemas';
export * from './timezones';
