export * from './account/account-responses';
export * from './agreements';
export * from './analytics';
export * from './api/api-routes';
export type { ApiRouteContract } from './api/define-routes';
export * from './auth-schemas';
export * from './billing';
export * from './branding/contrast';
export * from './client-erasure';
export * from './client-history';
export * from './clients/client-api';
export * from './clients/client-export-text';
export * from './clients/client-responses';
export * from './clients/client-rules';
export * from './contacts';
export * from './deadlines';
export * from './deliverables/deliverable-api';
export * from './domains';
export * from './email';
export * from './error-codes';
export * from './files';
export * from './idempotency';
export * from './insights';
export * from './instant';
export * from './integrations';
export * from './journeys/builtin-journeys';
export * from './journeys/calendar-date';
export * from './journeys/condition-checks';
export * from './journeys/condition-schema';
export * from './journeys/condition-text';
export * from './journeys/conditions';
export * from './journeys/due-dates';
export * from './journeys/due-rule-schema';
export * from './journeys/due-rules';
export * from './journeys/form-field-schema';
export * from './journeys/journey-api';
export * from './journeys/journey-responses';
export * from './journeys/quick-setup';
export * from './journeys/stage-rules';
export * from './journeys/types';
export * from './landing/landing-copy';
export * from './landing/landing-problem-copy';
export * from './messages';
export * from './password';
export * from './payments';
export * from './plural';
export * from './portal';
export * from './publishing';
export * from './redirects';
export * from './settings';
export * from './site/site-responses';
export * from './submissions';
export * from './team';
export * from './testimonials';
export * from './text';
export * from './uuid';
export {
  isMessageVariant,
  type MessageVariantId,
  pickMessageVariant,
  VARIANT_COOKIE,
  VARIANT_COOKIE_DAYS,
} from './variant-ids';
export * from './variants';
export * from './workspace-export/workspace-export';
