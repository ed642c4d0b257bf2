import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stageInputSchema } from '../journeys/journey-api';
import { normalizeStage } from '../journeys/stage-rules';
import { paymentConfigProblem } from './config-problem';
import { stageArb } from './payment-arbitraries.test-support';
import { PAYMENT_MESSAGES as M } from './payment-messages';
import {
  businessDetailsSchema,
  choosePlanSchema,
  paymentsListQuerySchema,
  stagePaymentConfigSchema,
  voidInvoiceSchema,
} from './payment-schemas';
import { DEFAULT_BUSINESS_DETAILS, defaultPaymentConfig, MAX_AMOUNT, type StagePaymentConfig } from './payment-types';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;
const line = { description: 'Design', quantity: 2, unitAmount: 50_000, taxRateId: 'vat' };
const config = { title: 'Deposit and balance', lines: [line], schedule: { kind: 'full' } };
const business = { ...DEFAULT_BUSINESS_DETAILS, taxRates: [{ id: 'vat', name: 'VAT', rate: 20000 }] };

describe('the payment stage schema', () => {
  it('takes a stage and fills defaults', () => {
    expect(stagePaymentConfigSchema.parse({ ...config, lines: [{ unitAmount: 100, taxRateId: '' }] })).toEqual({
      title: 'Deposit and balance',
      lines: [{ description: '', quantity: 1, unitAmount: 100, taxRateId: null }],
      schedule: { kind: 'full' },
    });
    const deposit = {
      ...config,
      schedule: {
        kind: 'deposit',
        deposit: { type: 'percent', percent: 30 },
        balanceDue: { on: 'milestone', stageId: 's2' },
      },
    };
    expect(stagePaymentConfigSchema.parse(deposit).schedule).toMatchObject({ allowChoice: false });
  });

  it('refuses NUL bytes, huge strings, wrong types and out-of-range numbers', () => {
    const bad: unknown[] = [
      { ...config, title: 'a\u0000b' },
      { ...config, title: ' ' },
      { ...config, title: 'x'.repeat(201) },
      { ...config, lines: [{ ...line, description: 'x'.repeat(301) }] },
      { ...config, lines: [{ ...line, description: 'a\u0000' }] },
      { ...config, lines: Array.from({ length: 51 }, () => line) },
      { ...config, lines: [{ ...line, quantity: 0 }] },
      { ...config, lines: [{ ...line, quantity: 10_001 }] },
      { ...config, lines: [{ ...line, quantity: 1.5 }] },
      { ...config, lines: [{ ...line, unitAmount: -1 }] },
      { ...config, lines: [{ ...line, unitAmount: MAX_AMOUNT + 1 }] },
      { ...config, lines: [{ ...line, unitAmount: '100' }] },
      { ...config, lines: [{ ...line, taxRateId: 'x'.repeat(41) }] },
      { ...config, lines: 'many' },
      { ...config, schedule: { kind: 'monthly' } },
      {
        ...config,
        schedule: { kind: 'deposit', deposit: { type: 'percent', percent: 100 }, balanceDue: { on: 'now' } },
      },
      { ...config, schedule: { kind: 'deposit', deposit: { type: 'percent', percent: 0 }, balanceDue: { on: 'now' } } },
      { ...config, schedule: { kind: 'deposit', deposit: { type: 'fixed', amount: 0 }, balanceDue: { on: 'now' } } },
      {
        ...config,
        schedule: { kind: 'deposit', deposit: { type: 'fixed', amount: 5 }, balanceDue: { on: 'days', days: 3651 } },
      },
      {
        ...config,
        schedule: {
          kind: 'deposit',
          deposit: { type: 'fixed', amount: 5 },
          balanceDue: { on: 'date', date: '2026-02-30' },
        },
      },
      {
        ...config,
        schedule: {
          kind: 'deposit',
          deposit: { type: 'fixed', amount: 5 },
          balanceDue: { on: 'date', date: '2101-01-01' },
        },
      },
      {
        ...config,
        schedule: {
          kind: 'deposit',
          deposit: { type: 'fixed', amount: 5 },
          balanceDue: { on: 'milestone', stageId: '' },
        },
      },
      null,
      'payment',
      42,
    ];
    for (const value of bad)
      expect(stagePaymentConfigSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('instalments: 2 to 12 of them, adding up to 100 %', () => {
    const instalments = (percents: number[]) => ({
      ...config,
      schedule: { kind: 'instalments', instalments: percents.map((percent) => ({ percent, due: { on: 'now' } })) },
    });
    expect(stagePaymentConfigSchema.safeParse(instalments([50, 50])).success).toBe(true);
    expect(stagePaymentConfigSchema.safeParse(instalments([10, 20, 30, 40])).success).toBe(true);
    expect(firstMessage(stagePaymentConfigSchema.safeParse(instalments([50, 49])))).toBe(M.instalmentsSum);
    expect(firstMessage(stagePaymentConfigSchema.safeParse(instalments([60, 50])))).toBe(M.instalmentsSum);
    expect(firstMessage(stagePaymentConfigSchema.safeParse(instalments([100])))).toBe(M.instalmentsCount);
    expect(stagePaymentConfigSchema.safeParse(instalments(Array(13).fill(1))).success).toBe(false);
    expect(stagePaymentConfigSchema.safeParse(instalments([0, 100])).success).toBe(false);
  });

  it('never throws, and what it accepts is within its bounds', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => stagePaymentConfigSchema.safeParse(value)).not.toThrow();
        expect(() => businessDetailsSchema.safeParse(value)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(stageArb, ({ config: generated }) => {
        const parsed = stagePaymentConfigSchema.safeParse(generated);
        // Generated descriptions may be blank after trimming; everything else is within bounds.
        expect(parsed.success).toBe(true);
      }),
    );
  });

  it('rides on a journey stage; a payment stage always has a config, others none', () => {
    const stage = { stepType: 'payment', name: 'Deposit', formConfig: [] };
    expect(stageInputSchema.parse(stage).payment).toBeUndefined();
    expect(stageInputSchema.parse({ ...stage, payment: config }).payment?.title).toBe('Deposit and balance');
    expect(stageInputSchema.safeParse({ ...stage, payment: { ...config, title: '\u0000' } }).success).toBe(false);
    const normalized = normalizeStage(stageInputSchema.parse(stage), 2);
    expect(normalized).toMatchObject({
      stepType: 'payment',
      phase: 'onboarding',
      payment: defaultPaymentConfig('Deposit'),
    });
    expect(normalizeStage(stageInputSchema.parse({ ...stage, phase: 'feedback' }), 0).phase).toBe('feedback');
    const other = normalizeStage(
      stageInputSchema.parse({ stepType: 'custom', name: 'X', formConfig: [], payment: config }),
      0,
    );
    expect(other.payment).toBeNull();
    expect(defaultPaymentConfig('  ')).toEqual({
      title: 'Payment',
      lines: [{ description: '', quantity: 1, unitAmount: 0, taxRateId: null }],
      schedule: { kind: 'full' },
    });
  });
});

describe('business details', () => {
  it('fills defaults and normalises', () => {
    expect(businessDetailsSchema.parse({ currency: ' eur ', reminderOffsets: [3, -7, 0] })).toEqual({
      ...DEFAULT_BUSINESS_DETAILS,
      currency: 'EUR',
      reminderOffsets: [-7, 0, 3],
    });
  });

  it('refuses what an invoice cannot print', () => {
    const ok = { currency: 'USD' };
    const bad: unknown[] = [
      {},
      { currency: 'XXX' },
      { currency: 'usdollar' },
      { ...ok, legalName: 'x'.repeat(201) },
      { ...ok, legalName: 'a\u0000' },
      { ...ok, address: 'x'.repeat(1001) },
      { ...ok, taxId: 'x'.repeat(101) },
      { ...ok, footer: 'x'.repeat(1001) },
      { ...ok, invoicePrefix: 'INV 2026' },
      { ...ok, invoicePrefix: 'x'.repeat(13) },
      { ...ok, paymentTermsDays: 366 },
      { ...ok, paymentTermsDays: -1 },
      { ...ok, taxRates: [{ id: 'VAT', name: 'VAT', rate: 20000 }] },
      { ...ok, taxRates: [{ id: 'vat', name: '', rate: 20000 }] },
      { ...ok, taxRates: [{ id: 'vat', name: 'VAT', rate: 100001 }] },
      { ...ok, taxRates: [{ id: 'vat', name: 'VAT', rate: 20.5 }] },
      {
        ...ok,
        taxRates: [
          { id: 'vat', name: 'VAT', rate: 1 },
          { id: 'vat', name: 'VAT 2', rate: 2 },
        ],
      },
      { ...ok, taxRates: Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, name: 'T', rate: 1 })) },
      { ...ok, reminderOffsets: [1, 1] },
      { ...ok, reminderOffsets: [61] },
      { ...ok, reminderOffsets: [1, 2, 3, 4, 5, 6, 7] },
      { ...ok, pricesIncludeTax: 'yes' },
    ];
    for (const value of bad) expect(businessDetailsSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(businessDetailsSchema.safeParse({ ...ok, invoicePrefix: '2026/INV_a.-' }).success).toBe(true);
    expect(businessDetailsSchema.safeParse({ ...ok, invoicePrefix: '' }).success).toBe(true);
  });
});

describe('the other bodies and the list query', () => {
  it('choose a plan, void an invoice', () => {
    expect(choosePlanSchema.parse({ choice: 'deposit' })).toEqual({ choice: 'deposit' });
    expect(choosePlanSchema.safeParse({ choice: 'later' }).success).toBe(false);
    expect(choosePlanSchema.safeParse({}).success).toBe(false);
    expect(voidInvoiceSchema.parse({})).toEqual({ reason: null });
    expect(voidInvoiceSchema.parse({ reason: ' sent twice ' })).toEqual({ reason: 'sent twice' });
    expect(voidInvoiceSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(voidInvoiceSchema.safeParse({ reason: '\u0000' }).success).toBe(false);
  });

  it('list filters: blank means none', () => {
    expect(paymentsListQuerySchema.parse({ status: '', currency: '', clientId: '' })).toEqual({ limit: 50 });
    expect(paymentsListQuerySchema.parse({ status: 'overdue', currency: 'jpy', limit: '10' })).toEqual({
      status: 'overdue',
      currency: 'JPY',
      limit: 10,
    });
    for (const bad of [{ status: 'late' }, { currency: 'ABC' }, { clientId: 'x' }, { limit: '0' }, { limit: '101' }]) {
      expect(paymentsListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('paymentConfigProblem', () => {
  const valid: StagePaymentConfig = { title: 'Website', lines: [line], schedule: { kind: 'full' } };
  it('says why a stage cannot be paid', () => {
    expect(paymentConfigProblem(valid, business)).toBeNull();
    expect(paymentConfigProblem({ ...valid, lines: [] }, business)).toBe(M.noLines);
    expect(paymentConfigProblem(defaultPaymentConfig('Pay'), business)).toBe(M.lineDescriptionRequired);
    expect(paymentConfigProblem({ ...valid, lines: [{ ...line, unitAmount: 0 }] }, business)).toBe(M.zeroTotal);
    expect(paymentConfigProblem({ ...valid, lines: [{ ...line, taxRateId: 'gst' }] }, business)).toBe(
      M.unknownTaxRate('gst'),
    );
    expect(
      paymentConfigProblem({ ...valid, lines: [{ ...line, quantity: 10_000, unitAmount: MAX_AMOUNT }] }, business),
    ).toBe(M.totalTooLarge);
    const fixed = (amount: number): StagePaymentConfig => ({
      ...valid,
      schedule: { kind: 'deposit', deposit: { type: 'fixed', amount }, balanceDue: { on: 'now' }, allowChoice: false },
    });
    expect(paymentConfigProblem(fixed(120_000), business)).toBe(M.depositTooLarge);
    expect(paymentConfigProblem(fixed(119_999), business)).toBeNull();
  });

  it('a balance waiting for a milestone needs that stage in the journey', () => {
    const milestone: StagePaymentConfig = {
      ...valid,
      schedule: {
        kind: 'deposit',
        deposit: { type: 'percent', percent: 50 },
        balanceDue: { on: 'milestone', stageId: 'm1' },
        allowChoice: true,
      },
    };
    expect(paymentConfigProblem(milestone, business)).toBeNull();
    expect(paymentConfigProblem(milestone, business, ['m1', 'p1'])).toBeNull();
    expect(paymentConfigProblem(milestone, business, ['p1'])).toBe(M.milestoneMissing);
  });
});
