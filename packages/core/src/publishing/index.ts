export * from './export-formats';
export * from './publishing-responses';
export * from './widget-settings';
