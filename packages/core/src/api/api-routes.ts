import type { z } from 'zod';
import { ACCOUNT_ROUTES } from './account-routes';
import { AGREEMENT_ROUTES } from './agreement-routes';
import { BILLING_ROUTES } from './billing-routes';
import { CLIENT_HISTORY_ROUTES } from './client-history-routes';
import { CLIENT_ROUTES } from './client-routes';
import { CONTACT_ROUTES } from './contact-routes';
import { DEADLINE_ROUTES } from './deadline-routes';
import { DELIVERABLE_ROUTES } from './deliverable-routes';
import { DOMAIN_ROUTES } from './domain-routes';
import { EMAIL_ROUTES } from './email-routes';
import { ERASURE_ROUTES } from './erasure-routes';
import { INSIGHT_ROUTES } from './insight-routes';
import { INTEGRATION_ROUTES } from './integration-routes';
import { JOURNEY_ROUTES } from './journey-routes';
import { PAYMENT_ROUTES } from './payment-routes';
import { PORTAL_ROUTES } from './portal-routes';
import { PUBLISHING_ROUTES } from './publishing-routes';
import { SETTINGS_ROUTES } from './settings-routes';
import { SITE_ROUTES } from './site-routes';
import { SUBMISSION_ROUTES } from './submission-routes';
import { TEAM_ROUTES } from './team-routes';
import { TESTIMONIAL_ROUTES } from './testimonial-routes';
import { WORKSPACE_EXPORT_ROUTES } from './workspace-export-routes';

// A client's data export: a file route (a zip), declared beside the JSON routes.
export * from './client-export-routes';

/** Every JSON route under /api, by area (see define-routes.ts). */
export const API_ROUTES = {
  ...ACCOUNT_ROUTES,
  ...AGREEMENT_ROUTES,
  ...BILLING_ROUTES,
  ...CLIENT_ROUTES,
  ...CLIENT_HISTORY_ROUTES,
  ...CONTACT_ROUTES,
  ...DEADLINE_ROUTES,
  ...DELIVERABLE_ROUTES,
  ...DOMAIN_ROUTES,
  ...EMAIL_ROUTES,
  ...ERASURE_ROUTES,
  ...INSIGHT_ROUTES,
  ...INTEGRATION_ROUTES,
  ...JOURNEY_ROUTES,
  ...PAYMENT_ROUTES,
  ...PORTAL_ROUTES,
  ...PUBLISHING_ROUTES,
  ...SETTINGS_ROUTES,
  ...SITE_ROUTES,
  ...SUBMISSION_ROUTES,
  ...TEAM_ROUTES,
  ...TESTIMONIAL_ROUTES,
  ...WORKSPACE_EXPORT_ROUTES,
};

type Routes = typeof API_ROUTES;
export type ApiRoute = keyof Routes;
type Part<K extends ApiRoute, P extends string> = Routes[K] extends Record<P, infer S> ? S : never;

/** What the route answers on success. */
export type ApiResponse<K extends ApiRoute> = z.output<Routes[K]['response']>;
/** The JSON body the route takes (what a form sends: the schema's input). */
export type ApiBody<K extends ApiRoute> = Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : never;
/** The query the route takes. */
export type ApiQuery<K extends ApiRoute> = Part<K, 'query'> extends z.ZodType ? z.input<Part<K, 'query'>> : never;
