import { FIELD_TYPES, MESSAGE_VARIANTS, PHASES, PLAN_IDS, STEP_TYPES, SUBSCRIPTION_STATUSES } from '@bloom/core';
import fc from 'fast-check';
import { anyString, body, field, pathValue, pick, salted, shape, text } from './arbitraries';

/** Who sends the request. The gate and the rate limits depend on it, and so does what a run may break. */
export type Actor =
  | 'anonymous'
  /** Subscribed; owns the journeys below. */
  | 'owner'
  /** Subscribed; its subscription is churned by the test portal's actions. */
  | 'billingOwner'
  /** Signed up, never subscribed: checkout really starts. */
  | 'newUser'
  /** Listed in ADMIN_EMAILS (not subscribed): reads the landing report. */
  | 'admin';

/** Ids that exist: the actor's own, another workspace's, the built-ins (filled in by the test's setup). */
export interface Fixtures {
  journeyIds: string[];
  stageIds: string[];
  templateIds: string[];
  checkoutIds: string[];
  portalIds: string[];
  resetTokens: string[];
  /** Clients (projects): the owner's, another workspace's. */
  clientIds: string[];
  /** Deliverables and attachments of those clients (and ids of nothing). */
  deliverableIds: string[];
  attachmentIds: string[];
  /** Share tokens (the owner's client, another workspace's client, one that names nothing). */
  portalTokens: string[];
  /** Submissions and testimonials of those clients (and ids of nothing). */
  submissionIds: string[];
  testimonialIds: string[];
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:name` (in the path or the query) is replaced by a value from `params`, percent-encoded. */
  path: string;
  as: Actor;
  params?: Record<string, fc.Arbitrary<string>>;
  /** The JSON body; the runner also sends malformed JSON now and then. */
  body?: fc.Arbitrary<unknown>;
}

/**
 * Every JSON endpoint under /api, one row each. A new endpoint is a new row: its method and path,
 * who calls it, and the shape of its body built from `shape`/`field`/`text`.
 */
export function endpoints(f: Fixtures): Endpoint[] {
  const journeyId = { id: pathValue(f.journeyIds) };
  const checkoutId = { id: pathValue(f.checkoutIds) };
  const portalId = { id: pathValue(f.portalIds) };
  const clientId = { clientId: pathValue(f.clientIds) };
  const email = salted(fc.nat().map((n) => `fuzz.${n}@example.com`));
  const password = fc.oneof(
    { weight: 3, arbitrary: salted(fc.constant('Sunflower#2026')) },
    fc.string({ maxLength: 140 }),
  );
  const localPath = salted(fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`));
  const formField = shape({
    id: field(fc.oneof(fc.constantFrom('a', 'b', 'c'), text(100))),
    type: field(fc.constantFrom(...FIELD_TYPES)),
    label: field(text(300)),
    required: field(fc.boolean()),
    placeholder: field(text(300)),
    options: field(fc.array(text(30), { maxLength: 4 })),
    maxRating: field(fc.integer({ min: -2, max: 12 })),
    defaultColor: field(fc.oneof(fc.constant('#14b8a6'), text(8))),
  });
  const stage = shape({
    id: field(fc.oneof(pick(f.stageIds), text(100))),
    stepType: field(fc.constantFrom(...STEP_TYPES)),
    phase: field(fc.constantFrom(...PHASES)),
    name: field(text(200)),
    description: field(fc.oneof(text(200), fc.constant(null))),
    formConfig: field(fc.array(formField, { maxLength: 4 })),
  });

  return [
    // Auth and account (better-auth behind our validation).
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      as: 'anonymous',
      body: body(
        shape({
          name: field(text(120)),
          email: field(email),
          password: field(password),
          messageVariant: field(fc.constantFrom(...MESSAGE_VARIANTS)),
        }),
      ),
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      as: 'anonymous',
      body: body(shape({ email: field(email), password: field(password) })),
    },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      as: 'anonymous',
      body: body(shape({ email: field(email), redirectTo: field(text(200)) })),
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      as: 'anonymous',
      body: body(shape({ token: field(fc.oneof(pick(f.resetTokens), text(200))), newPassword: field(password) })),
    },
    { method: 'GET', path: '/api/auth/get-session', as: 'owner' },
    { method: 'POST', path: '/api/auth/sign-out', as: 'anonymous', body: body(fc.constant({})) },
    { method: 'GET', path: '/api/me', as: 'owner' },
    {
      method: 'GET',
      path: '/api/password-reset/verify?token=:token',
      as: 'anonymous',
      params: { token: pathValue(f.resetTokens) },
    },

    // Billing, and the test provider's checkout and portal.
    { method: 'GET', path: '/api/billing/plans?plan=:plan', as: 'anonymous', params: { plan: pathValue(PLAN_IDS) } },
    { method: 'GET', path: '/api/billing/subscription?plan=:plan', as: 'owner', params: { plan: pathValue(PLAN_IDS) } },
    {
      method: 'POST',
      path: '/api/billing/checkout',
      as: 'newUser',
      body: body(
        shape({
          plan: field(fc.constantFrom(...PLAN_IDS)),
          successPath: field(localPath),
          cancelPath: field(localPath),
        }),
      ),
    },
    { method: 'POST', path: '/api/billing/portal', as: 'owner', body: body(shape({ returnPath: field(localPath) })) },
    { method: 'POST', path: '/api/billing/webhook', as: 'anonymous', body: body(anyString) },
    { method: 'GET', path: '/api/billing/test/checkout/:id', as: 'newUser', params: checkoutId },
    { method: 'POST', path: '/api/billing/test/checkout/:id/decline', as: 'newUser', params: checkoutId },
    { method: 'POST', path: '/api/billing/test/checkout/:id/complete', as: 'newUser', params: checkoutId },
    { method: 'GET', path: '/api/billing/test/portal/:id', as: 'billingOwner', params: portalId },
    {
      method: 'POST',
      path: '/api/billing/test/portal/:id/action',
      as: 'billingOwner',
      params: portalId,
      body: body(
        shape({
          action: field(fc.constantFrom('add_payment_method', 'cancel', 'resume', 'end_trial', 'set_status')),
          status: field(fc.constantFrom(...SUBSCRIPTION_STATUSES)),
        }),
      ),
    },

    // Journeys.
    { method: 'GET', path: '/api/journeys', as: 'owner' },
    {
      method: 'POST',
      path: '/api/journeys',
      as: 'owner',
      body: body(shape({ name: field(text(200)), description: field(text(200)) })),
    },
    {
      method: 'POST',
      path: '/api/journeys/quick',
      as: 'owner',
      body: body(
        shape({
          name: field(text(200)),
          templateId: field(fc.oneof(pick(f.templateIds), text(100))),
          phases: field(fc.array(fc.constantFrom(...PHASES), { maxLength: 3 })),
        }),
      ),
    },
    { method: 'GET', path: '/api/journeys/:id', as: 'owner', params: journeyId },
    {
      method: 'PUT',
      path: '/api/journeys/:id',
      as: 'owner',
      params: journeyId,
      body: body(
        shape({
          name: field(text(200)),
          description: field(text(200)),
          introText: field(text(400)),
          stages: field(fc.array(stage, { maxLength: 4 })),
        }),
      ),
    },
    { method: 'POST', path: '/api/journeys/:id/duplicate', as: 'owner', params: journeyId },
    // Milestone deliverables (the file upload is multipart: its own tests in deliverables*.test.ts).
    { method: 'GET', path: '/api/clients/:clientId/deliverables', as: 'owner', params: clientId },
    {
      method: 'POST',
      path: '/api/clients/:clientId/deliverables',
      as: 'owner',
      params: clientId,
      body: body(
        shape({
          type: field(fc.constantFrom('link', 'note', 'file')),
          stageId: field(fc.oneof(pick(f.stageIds), text(100))),
          title: field(fc.oneof(text(220), fc.constant(null))),
          slotId: field(fc.oneof(text(100), fc.constant(null))),
          url: field(fc.oneof(fc.webUrl(), text(100))),
          linkTitle: field(fc.oneof(text(220), fc.constant(null))),
          note: field(text(400)),
        }),
      ),
    },
    { method: 'POST', path: '/api/clients/:clientId/deliverables/uploads', as: 'owner', params: clientId },
    {
      method: 'GET',
      path: '/api/clients/:clientId/attachments/:attachmentId',
      as: 'owner',
      params: { ...clientId, attachmentId: pathValue(f.attachmentIds) },
    },
    {
      method: 'DELETE',
      path: '/api/clients/:clientId/deliverables/:deliverableId',
      as: 'owner',
      params: { ...clientId, deliverableId: pathValue(f.deliverableIds) },
    },

    ...reviewEndpoints(f),
    // The client portal: anonymous, the share token is the key.
    ...portalEndpoints(f),
    ...landingEndpoints(),

    // Last: it may delete the journeys the rows above use.
    { method: 'DELETE', path: '/api/journeys/:id', as: 'owner', params: journeyId },
  ];
}

function portalEndpoints(f: Fixtures): Endpoint[] {
  const token = { token: pathValue(f.portalTokens) };
  const stage = { ...token, stageId: pathValue(f.stageIds) };
  const answers = body(
    shape({ answers: field(fc.dictionary(fc.oneof(fc.constantFrom('a'), text(10)), anyJsonField)) }),
  );
  return [
    { method: 'GET', path: '/api/portal/:token', as: 'anonymous', params: token },
    {
      method: 'POST',
      path: '/api/portal/:token/session',
      as: 'anonymous',
      params: token,
      body: body(shape({ password: field(text(140)) })),
    },
    { method: 'PUT', path: '/api/portal/:token/stages/:stageId/draft', as: 'anonymous', params: stage, body: answers },
    {
      method: 'POST',
      path: '/api/portal/:token/stages/:stageId/submit',
      as: 'anonymous',
      params: stage,
      body: answers,
    },
    { method: 'POST', path: '/api/portal/:token/uploads', as: 'anonymous', params: token },
    {
      method: 'GET',
      path: '/api/portal/:token/files/:attachmentId',
      as: 'anonymous',
      params: { ...token, attachmentId: pathValue(f.attachmentIds) },
    },
    {
      method: 'POST',
      path: '/api/portal/:token/deliverables/:deliverableId/review',
      as: 'anonymous',
      params: { ...token, deliverableId: pathValue(f.deliverableIds) },
      body: body(
        shape({
          decision: field(fc.constantFrom('approved', 'changes_requested')),
          comment: field(fc.oneof(text(300), fc.constant(null))),
        }),
      ),
    },
  ];
}

/** The submissions inbox and testimonial moderation. */
function reviewEndpoints(f: Fixtures): Endpoint[] {
  const query = (valid: readonly string[]) =>
    salted(fc.oneof(pick(valid), fc.string({ maxLength: 300 })).map(encodeURIComponent));
  const instant = query(['2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999+02:00', '0000-01-01T00:00:00Z', '']);
  const submission = { id: pathValue(f.submissionIds) };
  const testimonial = { id: pathValue(f.testimonialIds) };
  return [
    {
      method: 'GET',
      path: '/api/submissions?client=:client&journey=:journey&status=:status&from=:from&to=:to&cursor=:cursor',
      as: 'owner',
      params: {
        client: query(f.clientIds),
        journey: query(f.journeyIds),
        status: query(['submitted', 'reviewed', 'changes_requested', 'draft', '']),
        from: instant,
        to: instant,
        cursor: query(['']),
      },
    },
    { method: 'GET', path: '/api/submissions/filters', as: 'owner' },
    { method: 'GET', path: '/api/submissions/:id', as: 'owner', params: submission },
    { method: 'POST', path: '/api/submissions/:id/review', as: 'owner', params: submission },
    {
      method: 'POST',
      path: '/api/submissions/:id/request-changes',
      as: 'owner',
      params: submission,
      body: body(shape({ comment: field(text(2100)) })),
    },
    {
      method: 'GET',
      path: '/api/testimonials?status=:status&cursor=:cursor',
      as: 'owner',
      params: { status: query(['pending', 'approved', 'rejected', '']), cursor: query(['']) },
    },
    { method: 'GET', path: '/api/testimonials/counts', as: 'owner' },
    { method: 'GET', path: '/api/testimonials/:id', as: 'owner', params: testimonial },
    { method: 'POST', path: '/api/testimonials/:id/approve', as: 'owner', params: testimonial },
    { method: 'POST', path: '/api/testimonials/:id/reject', as: 'owner', params: testimonial },
  ];
}

const anyJsonField = field(fc.oneof(text(50), fc.integer({ min: -1, max: 12 }), fc.boolean()));

/** The landing page's anonymous events, the public site facts and the operator's A/B report. */
function landingEndpoints(): Endpoint[] {
  const event = {
    plan: field(fc.constantFrom(...PLAN_IDS)),
    variant: field(fc.constantFrom(...MESSAGE_VARIANTS)),
    sessionId: field(fc.oneof(fc.uuid(), text(120))),
  };
  const day = pathValue(['2024-03-01', '2024-12-31', '2025-02-29', '2023-01-01', '']);
  return [
    {
      method: 'POST',
      path: '/api/analytics/visit',
      as: 'anonymous',
      body: body(shape({ ...event, referrer: field(fc.oneof(fc.webUrl(), text(300), fc.constant(null))) })),
    },
    { method: 'POST', path: '/api/analytics/cta', as: 'anonymous', body: body(shape(event)) },
    { method: 'GET', path: '/api/site', as: 'anonymous' },
    { method: 'GET', path: '/api/admin/landing?from=:from&to=:to', as: 'admin', params: { from: day, to: day } },
  ];
}
