import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../src/platform/payments';
import { appOn, createTestApp, PUBLIC_URL, signUpOwner, type TestApp } from './helpers/test-app';
import { callPlan, payInvoice, paymentClient, paymentJourney, setUpPayments, testPage } from './payments/flow-fixtures';

/**
 * Invoice numbers under concurrency on a PostgreSQL server (issue 35): twenty clients of one
 * workspace start paying at the same moment, each plan issuing two invoices in its transaction;
 * the numbers are 1..N with no gap and no duplicate, in the credit-note series too.
 */
let t: TestApp, app: TestApp['app'];
let owner: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  app = appOn(t.db, {
    rateLimitScale: 100,
    payments: createPaymentProvider(t.db, { provider: 'test' }, { origin: PUBLIC_URL }),
  });
  owner = await signUpOwner(app);
  await setUpPayments(app, owner.cookie);
}, 120_000);
afterAll(() => t.close());

const CLIENTS = 20;

const seqs = async (table: 'invoices' | 'credit_notes') =>
  await t.db.selectFrom(table).select(['seq', 'number']).orderBy('seq').execute();

describe('gapless numbering', () => {
  it('gives 20 concurrent plans invoice numbers 1..40, and their refunds credit notes 1..20', async () => {
    // Half now, half in 30 days: both invoiced when the plan starts.
    const journey = await paymentJourney(app, owner.cookie, () => ({
      kind: 'instalments',
      instalments: [
        { percent: 50, due: { on: 'now' } },
        { percent: 50, due: { on: 'days', days: 30 } },
      ],
    }));
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await paymentClient(app, owner.cookie, journey));

    const answers = await Promise.all(
      clients.map((c) =>
        Promise.resolve(callPlan(app, c.token, c.stages.payment, 'instalments')).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(clients.map(() => 200));
    const invoices = await seqs('invoices');
    expect(invoices.map((i) => i.seq)).toEqual(Array.from({ length: CLIENTS * 2 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(CLIENTS * 2);
    expect(invoices[0]?.number).toBe('INV-0001');

    // Every client pays the first half, then everyone is refunded 1.00 at once.
    const pages: string[] = [];
    for (const c of clients) {
      const first = await t.db
        .selectFrom('invoices')
        .select('id')
        .where('project_id', '=', c.clientId)
        .orderBy('installment')
        .executeTakeFirstOrThrow();
      pages.push(await payInvoice(app, c.token, first.id));
    }
    const refunds = await Promise.all(
      pages.map((url) => Promise.resolve(testPage(app, url, 'refund', '1.00')).then((r) => r.status)),
    );
    expect(refunds).toEqual(pages.map(() => 303));
    const notes = await seqs('credit_notes');
    expect(notes.map((n) => n.seq)).toEqual(Array.from({ length: CLIENTS }, (_, i) => i + 1));
    expect(new Set(notes.map((n) => n.number)).size).toBe(CLIENTS);
  }, 120_000);
});
