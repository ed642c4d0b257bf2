import { addDays, type InvoiceDocument, type JourneyResponse, PAYMENT_MESSAGES, PORTAL_MESSAGES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../src/modules/payments/issue-invoice';
import { createPaymentProvider } from '../../src/platform/payments';
import { createClient } from '../helpers/clients';
import { addDeliverable } from '../helpers/deliverables';
import { callJourneys, fails, ok, savedJourney, stage } from '../helpers/journeys';
import { diskFixture, type StorageFixture } from '../helpers/storage';
import { appOn, createTestApp, jsonRequest, PUBLIC_URL, signUpOwner, type TestApp } from '../helpers/test-app';
import {
  callPlan,
  depositOnDrafts,
  payInvoice,
  paymentClient,
  paymentJourney,
  paymentRows,
  plan,
  portalPage,
  portalPayment,
  setUpPayments,
} from './flow-fixtures';

/**
 * Paying a stage in the portal (issue 35): a 30 % deposit invoiced when the client starts, the
 * stage done once it is paid (the next stage opens), the balance invoiced when the milestone it
 * waits for is approved, deducting the deposit; and what the plan route refuses.
 */
let t: TestApp, app: TestApp['app'], files: StorageFixture;
let owner: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  files = await diskFixture();
  app = appOn(t.db, {
    storage: files.storage,
    rateLimitScale: 100,
    payments: createPaymentProvider(t.db, { provider: 'test' }, { origin: PUBLIC_URL }),
  });
  owner = await signUpOwner(app);
  await setUpPayments(app, owner.cookie);
  timeZone = (await t.db.selectFrom('workspaces').select('timezone').executeTakeFirstOrThrow()).timezone;
}, 120_000);
afterAll(async () => {
  await t.close();
  await files.close();
});

/** Days as the workspace counts them (its time zone). */
let timeZone: string | null = null;
const today = () => dayIn(timeZone);
const inDays = (days: number) => addDays(today(), days);

const invoicesOf = (clientId: string) =>
  t.db
    .selectFrom('invoices')
    .select(['id', 'number', 'seq', 'kind', 'status', 'total', 'amount_due', 'amount_paid', 'document'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('due_date'), eb.val('YYYY-MM-DD')]).as('due'))
    .where('project_id', '=', clientId)
    .orderBy('seq')
    .execute();

describe('a deposit, then the balance on a milestone', () => {
  it('invoices the deposit now, opens the next stage once it is paid, and the balance when the drafts are approved', async () => {
    const journey = await paymentJourney(app, owner.cookie, ({ drafts }) => depositOnDrafts(drafts));
    const client = await paymentClient(app, owner.cookie, journey);

    // Before the plan: a preview of what is due, nothing invoiced.
    const preview = await portalPayment(app, client.token);
    expect(preview).toMatchObject({ choice: null, canPay: true, testMode: true, paidNow: false, currency: 'USD' });
    expect(preview?.quote).toMatchObject({ subtotal: 100_000, taxTotal: 20_000, total: 120_000 });
    expect(preview?.installments.map((i) => [i.kind, i.amount, i.status, i.stageName])).toEqual([
      ['deposit', 36_000, 'upcoming', null],
      ['final', 84_000, 'upcoming', 'Drafts'],
    ]);

    const started = await plan(app, client.token, client.stages.payment, 'deposit');
    expect(started.choice).toBe('deposit');
    expect(started.installments.map((i) => [i.kind, i.status, i.invoice?.number ?? null, i.dueOn])).toEqual([
      ['deposit', 'due', 'INV-0001', today()],
      ['final', 'upcoming', null, null],
    ]);
    const [deposit] = await invoicesOf(client.clientId);
    expect(deposit).toMatchObject({ number: 'INV-0001', seq: 1, kind: 'deposit', amount_due: 36_000, due: today() });
    const depositDoc = deposit?.document as InvoiceDocument;
    expect(depositDoc.taxes).toEqual([{ taxRateId: 'vat', name: 'VAT', rate: 20_000, net: 30_000, tax: 6_000 }]);
    expect(depositDoc.subtotal + depositDoc.taxTotal).toBe(depositDoc.total);

    // The stage after the unpaid payment stage is not open yet.
    const submitQuestions = () =>
      app.request(
        `/api/portal/${client.token}/stages/${client.stages.questions}/submit`,
        jsonRequest('POST', { answers: { goal: 'Grow' } }),
      );
    await fails(submitQuestions(), 409, PORTAL_MESSAGES.stageLocked);

    await payInvoice(app, client.token, deposit?.id ?? '');
    const paid = await portalPayment(app, client.token);
    expect(paid?.paidNow).toBe(true);
    expect(paid?.installments.map((i) => i.status)).toEqual(['paid', 'upcoming']);
    const page = await portalPage(app, client.token);
    expect(page.stages.find((s) => s.id === client.stages.payment)?.submission?.status).toBe('reviewed');
    expect(page.completedCount).toBe(1);
    // The next stage opens.
    await ok(submitQuestions());

    // The milestone's deliverables approved: the balance is invoiced, deducting the deposit.
    const draft = await addDeliverable(app, owner.cookie, client.clientId, {
      type: 'note',
      stageId: client.stages.drafts,
      note: 'First drafts',
    });
    await ok(
      app.request(
        `/api/portal/${client.token}/deliverables/${draft.id}/review`,
        jsonRequest('POST', { decision: 'approved' }),
      ),
    );
    const [, final] = await invoicesOf(client.clientId);
    expect(final).toMatchObject({ number: 'INV-0002', seq: 2, kind: 'final', amount_due: 84_000, due: inDays(14) });
    const finalDoc = final?.document as InvoiceDocument;
    expect(finalDoc.total).toBe(120_000);
    expect(finalDoc.deductions).toEqual([
      expect.objectContaining({ number: 'INV-0001', net: 30_000, tax: 6_000, total: 36_000 }),
    ]);
    expect(finalDoc.amountDue).toBe(84_000);
    const balance = await portalPayment(app, client.token);
    expect(balance?.installments[1]).toMatchObject({ status: 'due', dueOn: inDays(14) });
    expect(balance?.installments[1]?.invoice?.number).toBe('INV-0002');

    // Paying the balance pays the plan.
    await payInvoice(app, client.token, final?.id ?? '');
    const plans = await t.db
      .selectFrom('payment_plans')
      .select('status')
      .where('project_id', '=', client.clientId)
      .execute();
    expect(plans).toEqual([{ status: 'paid' }]);
  });
});

describe('starting a plan', () => {
  it('is idempotent: the same choice again answers the plan as it is', async () => {
    const journey = await paymentJourney(app, owner.cookie);
    const client = await paymentClient(app, owner.cookie, journey);
    const first = await plan(app, client.token, client.stages.payment, 'full');
    const rows = await paymentRows(t.db, client.clientId);
    for (let i = 0; i < 3; i++) expect(await plan(app, client.token, client.stages.payment, 'full')).toEqual(first);
    expect(await paymentRows(t.db, client.clientId)).toEqual(rows);
  });

  it('takes another choice before anything is paid (the old invoice voided), and refuses it after', async () => {
    const journey = await paymentJourney(app, owner.cookie, ({ drafts }) => depositOnDrafts(drafts, true));
    const client = await paymentClient(app, owner.cookie, journey);
    const deposit = await plan(app, client.token, client.stages.payment, 'deposit');
    expect(deposit.choices).toEqual(['deposit', 'full']);
    const full = await plan(app, client.token, client.stages.payment, 'full');
    expect(full.installments.map((i) => [i.kind, i.amount, i.status])).toEqual([['full', 120_000, 'due']]);
    const all = await invoicesOf(client.clientId);
    expect(all.map((i) => [i.kind, i.status])).toEqual([
      ['deposit', 'void'],
      ['full', 'open'],
    ]);
    await payInvoice(app, client.token, all[1]?.id ?? '');
    await fails(callPlan(app, client.token, client.stages.payment, 'deposit'), 409, PAYMENT_MESSAGES.planExists);
  });

  it('refuses what is not a payment stage, a locked one, a stage that cannot be paid, and a choice not offered', async () => {
    const journey = await paymentJourney(app, owner.cookie);
    const client = await paymentClient(app, owner.cookie, journey);
    await fails(callPlan(app, client.token, client.stages.drafts, 'full'), 404, PAYMENT_MESSAGES.stageNotPayment);
    await fails(callPlan(app, client.token, 'no-such-stage', 'full'), 404, PORTAL_MESSAGES.stageNotFound);
    await fails(callPlan(app, client.token, client.stages.payment, 'deposit'), 400, PAYMENT_MESSAGES.choiceNotOffered);
    await fails(callPlan(app, client.token, client.stages.payment, 'later'), 400, PAYMENT_MESSAGES.choiceNotOffered);

    // Locked: a payment stage after an unanswered stage of its phase.
    const second = await savedJourney(app, owner.cookie, 'Pay second', [
      stage('onboarding', 'Intro', ['name', 'Name']),
      {
        ...stage('payment', 'Pay'),
        payment: { title: 'Work', lines: designLinesOf(50_000), schedule: { kind: 'full' } },
      },
    ]);
    const locked = await createClient(app, owner.cookie, { templateId: second.id });
    await fails(callPlan(app, locked.shareToken, second.steps[1]?.id ?? '', 'full'), 409, PORTAL_MESSAGES.stageLocked);

    // A stage that totals nothing.
    const free = await paymentJourney(app, owner.cookie, () => ({ kind: 'full' }), designLinesOf(0));
    const freeClient = await paymentClient(app, owner.cookie, free);
    expect((await portalPayment(app, freeClient.token))?.canPay).toBe(false);
    await fails(callPlan(app, freeClient.token, freeClient.stages.payment, 'full'), 409, PAYMENT_MESSAGES.zeroTotal);

    // A workspace whose account is not connected.
    const unconnected = await signUpOwner(app);
    const theirs = await paymentClient(app, unconnected.cookie, await paymentJourney(app, unconnected.cookie));
    expect((await portalPayment(app, theirs.token))?.canPay).toBe(false);
    await fails(callPlan(app, theirs.token, theirs.stages.payment, 'full'), 409, PAYMENT_MESSAGES.cannotPayNow);
    expect(
      await t.db
        .selectFrom('payment_plans')
        .select('id')
        .where('project_id', 'in', [client.clientId, locked.id, freeClient.clientId, theirs.clientId])
        .execute(),
    ).toEqual([]);
  });
});

const designLinesOf = (unitAmount: number) => [{ description: 'Design', quantity: 1, unitAmount, taxRateId: 'vat' }];

describe('the stage in the journey', () => {
  it('is done by paying only: a draft or a submit of its stage is refused, nothing written', async () => {
    const journey = await paymentJourney(app, owner.cookie);
    const client = await paymentClient(app, owner.cookie, journey);
    for (const [method, path] of [
      ['POST', 'submit'],
      ['PUT', 'draft'],
    ] as const) {
      await fails(
        app.request(
          `/api/portal/${client.token}/stages/${client.stages.payment}/${path}`,
          jsonRequest(method, { answers: {} }),
        ),
        409,
        PAYMENT_MESSAGES.lockedByPayment,
      );
    }
    expect((await paymentRows(t.db, client.clientId)).submissions).toEqual([]);
  });

  it('reads back its config, and a copy of the journey points the balance at its own milestone', async () => {
    const journey = await paymentJourney(app, owner.cookie, ({ drafts }) => depositOnDrafts(drafts));
    const read = await ok<JourneyResponse>(callJourneys(app, owner.cookie, 'GET', `/${journey.journeyId}`));
    const saved = read.journey.steps[0]?.payment;
    expect(saved).toMatchObject({ title: 'Website redesign', schedule: depositOnDrafts(journey.stages.drafts) });
    expect(read.journey.steps[1]?.payment ?? null).toBeNull();

    const copy = await ok<JourneyResponse>(
      callJourneys(app, owner.cookie, 'POST', `/${journey.journeyId}/duplicate`, {}),
      201,
    );
    const [payment, , drafts] = copy.journey.steps;
    expect(drafts?.id).not.toBe(journey.stages.drafts);
    expect(payment?.payment?.schedule).toEqual(depositOnDrafts(drafts?.id ?? ''));
  });

  it('a payment stage removed after a client started paying it is hidden, its plan kept', async () => {
    const journey = await paymentJourney(app, owner.cookie);
    const client = await paymentClient(app, owner.cookie, journey);
    await plan(app, client.token, client.stages.payment);
    const read = await ok<JourneyResponse>(callJourneys(app, owner.cookie, 'GET', `/${journey.journeyId}`));
    const rest = read.journey.steps.slice(1).map((s) => ({
      id: s.id,
      stepType: s.stepType,
      name: s.name,
      formConfig: s.formConfig,
    }));
    await ok(
      callJourneys(app, owner.cookie, 'PUT', `/${journey.journeyId}`, {
        name: 'Paid journey',
        description: null,
        introText: null,
        stages: rest,
      }),
    );
    const step = await t.db
      .selectFrom('flow_steps')
      .select('deleted_at')
      .where('id', '=', client.stages.payment)
      .executeTakeFirstOrThrow();
    expect(step.deleted_at).not.toBeNull();
    expect((await paymentRows(t.db, client.clientId)).plans.map((p) => p.step_id)).toEqual([client.stages.payment]);
  });
});
