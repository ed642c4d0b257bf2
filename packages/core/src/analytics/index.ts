export * from './analytics-api';
export * from './landing-report';
export * from './landing-report-responses';
export * from './report-period';
export * from './statistics';
export * from './variant-verdict';
