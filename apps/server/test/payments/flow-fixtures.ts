import type {
  BusinessDetailsInput,
  CheckoutDto,
  PaymentSchedule,
  PaymentSettingsDto,
  PortalPaymentDto,
  PortalResponse,
  SaveJourneyInput,
} from '@bloom/core';
import { sql } from 'kysely';
import { applyProviderEvent } from '../../src/modules/payments';
import type { Db } from '../../src/platform/db/database';
import type { PaymentProvider, ProviderEvent } from '../../src/platform/payments';
import { createClient } from '../helpers/clients';
import { callJourneys, ok, savedJourney, stage } from '../helpers/journeys';
import { jsonRequest, type TestApp } from '../helpers/test-app';

/**
 * The payment flow's fixtures (issue 35): a workspace with business details and its test account
 * connected, a journey Payment → Questions → Drafts (a milestone the balance may wait for), its
 * clients, and the portal's plan, checkout and test-page calls. Amounts are minor units.
 */
type App = TestApp['app'];

export const VAT = { id: 'vat', name: 'VAT', rate: 20_000 };

export const BUSINESS: BusinessDetailsInput = {
  legalName: 'Studio North LLC',
  address: '1 Harbour Street',
  taxId: 'US-123',
  taxRates: [VAT],
  currency: 'USD',
  invoicePrefix: 'INV-',
  paymentTermsDays: 14,
};

export const callSettings = (app: App, cookie: string, method: string, path = '', body?: unknown) =>
  app.request(`/api/settings/payments${path}`, jsonRequest(method, body, { cookie }));

/** Saves the business details and connects the (test) account: payments can be taken. */
export async function setUpPayments(app: App, cookie: string, business: BusinessDetailsInput = BUSINESS) {
  await ok<PaymentSettingsDto>(callSettings(app, cookie, 'PUT', '', business));
  await ok(callSettings(app, cookie, 'POST', '/connect'));
}

/** 1,000.00 of design at 20 % VAT: 1,200.00 in all. */
export const designLines = [{ description: 'Design', quantity: 1, unitAmount: 100_000, taxRateId: 'vat' }];

/** 30 % now, the balance when the Drafts milestone is approved. */
export const depositOnDrafts = (draftsId: string, allowChoice = false): PaymentSchedule => ({
  kind: 'deposit',
  deposit: { type: 'percent', percent: 30 },
  balanceDue: { on: 'milestone', stageId: draftsId },
  allowChoice,
});

/**
 * A journey Payment (onboarding) → Questions (onboarding, locked until the payment is done) →
 * Drafts (a milestone without questions): saved once for the stage ids, then again with the
 * payment stage's config, whose schedule may name the Drafts stage.
 */
export async function paymentJourney(
  app: App,
  cookie: string,
  schedule: (stages: { drafts: string }) => PaymentSchedule = () => ({ kind: 'full' }),
  lines = designLines,
) {
  const base: SaveJourneyInput['stages'] = [
    stage('payment', 'Deposit'),
    stage('onboarding', 'Questions', ['goal', 'Main goal']),
    stage('milestone', 'Drafts'),
  ];
  const first = await savedJourney(app, cookie, 'Paid journey', base);
  const [payment, questions, drafts] = first.steps.map((s) => s.id) as [string, string, string];
  const stages = base.map((s, i) => ({ ...s, id: first.steps[i]?.id }));
  const withPayment = stages.map((s, i) =>
    i === 0 ? { ...s, payment: { title: 'Website redesign', lines, schedule: schedule({ drafts }) } } : s,
  );
  await ok(
    callJourneys(app, cookie, 'PUT', `/${first.id}`, {
      name: 'Paid journey',
      description: null,
      introText: null,
      stages: withPayment,
    }),
  );
  return { journeyId: first.id, stages: { payment, questions, drafts } };
}

/** A client on a payment journey: its id, its primary contact's portal token and the stage ids. */
export async function paymentClient(app: App, cookie: string, journey: Awaited<ReturnType<typeof paymentJourney>>) {
  const client = await createClient(app, cookie, { templateId: journey.journeyId, clientName: 'Ada Lane' });
  return { clientId: client.id, token: client.shareToken, stages: journey.stages };
}

export const callPlan = (app: App, token: string, stageId: string, choice: string) =>
  app.request(`/api/portal/${token}/payments/${stageId}/plan`, jsonRequest('POST', { choice }));

export const plan = (app: App, token: string, stageId: string, choice = 'full') =>
  ok<PortalPaymentDto>(callPlan(app, token, stageId, choice));

export const callCheckout = (app: App, token: string, invoiceId: string) =>
  app.request(`/api/portal/${token}/invoices/${invoiceId}/checkout`, jsonRequest('POST'));

export const checkout = (app: App, token: string, invoiceId: string) =>
  ok<CheckoutDto>(callCheckout(app, token, invoiceId));

/** An action on the test checkout page at `url` (its form posted as the browser does). */
export const testPage = (app: App, url: string, action: 'pay' | 'decline' | 'cancel' | 'refund', amount?: string) =>
  app.request(new URL(url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, ...(amount ? { amount } : {}) }).toString(),
  });

/** Checkout of `invoiceId` and the test page's Pay: the invoice is paid through the provider's event. */
export async function payInvoice(app: App, token: string, invoiceId: string) {
  const { url } = await checkout(app, token, invoiceId);
  const res = await testPage(app, url, 'pay');
  if (res.status !== 303) throw new Error(`pay failed: ${res.status} ${await res.text()}`);
  return url;
}

/** The payment stage as the portal page shows it. */
export async function portalPayment(app: App, token: string): Promise<PortalPaymentDto | null | undefined> {
  const page = await ok<PortalResponse>(app.request(`/api/portal/${token}`));
  return page.stages.find((s) => s.stepType === 'payment')?.payment;
}

export const portalPage = (app: App, token: string) => ok<PortalResponse>(app.request(`/api/portal/${token}`));

/** The test session id at the end of a test checkout page's URL. */
export const sessionOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** The ids of the provider events recorded so far. */
export const eventIds = async (db: Db) =>
  new Set((await db.selectFrom('payment_provider_events').select('event_id').execute()).map((e) => e.event_id));

/**
 * The events recorded since `before` (the ids then), all about the checkout session `sessionId`,
 * as the provider would send them again.
 */
export async function recordedEvents(db: Db, sessionId: string, before: Set<string>): Promise<ProviderEvent[]> {
  const payment = await db
    .selectFrom('payments')
    .select(['account_id', 'payment_ref'])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('payment_provider_events')
    .select(['event_id', 'type'])
    .orderBy('received_at')
    .execute();
  return events
    .filter((e) => !before.has(e.event_id))
    .map((e) => ({
      id: e.event_id,
      type: e.type,
      accountId: payment.account_id,
      sessionId,
      paymentRef: payment.payment_ref,
    }));
}

/** Applies `event` as the webhook or the test page does, with the app's events (none subscribed here). */
export const apply = (db: Db, provider: PaymentProvider, event: ProviderEvent) =>
  applyProviderEvent({ db, provider, events: { publish: async () => {} } }, event);

/**
 * Every payments row of a client (and the workspace's counters), to compare before and after:
 * what an event applied twice, or out of order, must leave alone.
 */
export async function paymentRows(db: Db, clientId: string) {
  const { rows: counters } = await sql`SELECT c.series, c.last_number FROM invoice_counters c
    JOIN projects p ON p.workspace_id = c.workspace_id WHERE p.id = ${clientId} ORDER BY c.series`.execute(db);
  return {
    plans: await db.selectFrom('payment_plans').selectAll().where('project_id', '=', clientId).orderBy('id').execute(),
    invoices: await db.selectFrom('invoices').selectAll().where('project_id', '=', clientId).orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().where('project_id', '=', clientId).orderBy('id').execute(),
    creditNotes: await db
      .selectFrom('credit_notes')
      .selectAll()
      .where('project_id', '=', clientId)
      .orderBy('id')
      .execute(),
    submissions: await db
      .selectFrom('form_submissions')
      .select(['step_id', 'status', 'reviewed_at'])
      .where('project_id', '=', clientId)
      .orderBy('step_id')
      .execute(),
    project: await db
      .selectFrom('projects')
      .select(['current_step', 'status'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow(),
    counters,
  };
}
