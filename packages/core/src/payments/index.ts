export * from './config-problem';
export * from './currencies';
export * from './invoice-document';
export * from './invoice-number';
// addDays is analytics' (the same day arithmetic); these two are the payments' own.
export { dayDiff, isIsoDay } from './payment-dates';
export * from './payment-messages';
export * from './payment-responses';
export * from './payment-schemas';
export * from './payment-status';
export * from './payment-types';
export * from './quote';
export * from './schedule';
