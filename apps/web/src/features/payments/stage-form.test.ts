import { PAYMENT_MESSAGES, type PaymentSchedule, type StagePaymentConfig } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  dueRuleError,
  lineErrors,
  type PricingContext,
  readAmount,
  scheduleErrors,
  scheduleHasErrors,
  scheduleOfKind,
  summarize,
} from './stage-form';

const pricing: PricingContext = {
  currency: 'USD',
  pricesIncludeTax: false,
  taxRates: [
    { id: 'vat', name: 'VAT', rate: 20000 },
    { id: 'ny', name: 'NY', rate: 8875 },
  ],
};
const milestones = [{ id: 'stage-m', name: 'Final designs' }];

/** 2 × $1,500.00 with VAT 20 %, and $250.00 untaxed: $3,250.00 + $600.00 tax = $3,850.00. */
const config = (schedule: PaymentSchedule): StagePaymentConfig => ({
  title: 'Brand identity',
  lines: [
    { description: 'Logo and brand', quantity: 2, unitAmount: 150000, taxRateId: 'vat' },
    { description: 'Stock photos', quantity: 1, unitAmount: 25000, taxRateId: null },
  ],
  schedule,
});
const deposit = (extra: Partial<Extract<PaymentSchedule, { kind: 'deposit' }>> = {}): PaymentSchedule => ({
  kind: 'deposit',
  deposit: { type: 'percent', percent: 30 },
  balanceDue: { on: 'milestone', stageId: 'stage-m' },
  allowChoice: false,
  ...extra,
});

describe('amounts typed in the workspace currency', () => {
  it('reads them into minor units with the currency’s decimals', () => {
    expect(readAmount('1,250.50', 'USD')).toBe(125050);
    expect(readAmount('1250', 'USD')).toBe(125000);
    expect(readAmount('', 'USD')).toBe(0);
    expect(readAmount('1,500', 'JPY')).toBe(1500);
    expect(readAmount('1.250', 'KWD')).toBe(1250);
    expect(readAmount('12.345', 'USD')).toBeNull();
    expect(readAmount('12.5', 'JPY')).toBeNull();
    expect(readAmount('abc', 'EUR')).toBeNull();
  });

  it('writes them back plainly, so the field reads the same value again', () => {
    expect(amountText(125050, 'USD')).toBe('1250.50');
    expect(amountText(1500, 'JPY')).toBe('1500');
    expect(amountText(1250, 'KWD')).toBe('1.250');
    expect(amountText(0, 'USD')).toBe('');
    for (const [amount, currency] of [
      [1, 'USD'],
      [99999, 'EUR'],
      [7, 'JPY'],
      [1001, 'BHD'],
    ] as const) {
      expect(readAmount(amountText(amount, currency), currency)).toBe(amount);
    }
  });
});

describe('the schedule editor’s checks', () => {
  it('accepts a deposit of 1 to 99 % with a balance waiting for a milestone of this journey', () => {
    expect(scheduleHasErrors(scheduleErrors(deposit(), 385000, milestones))).toBe(false);
    expect(scheduleErrors(deposit({ deposit: { type: 'percent', percent: 0 } }), 385000, milestones).deposit).toBe(
      PAYMENT_MESSAGES.depositPercentInvalid,
    );
    expect(scheduleErrors(deposit({ deposit: { type: 'percent', percent: 100 } }), 385000, milestones).deposit).toBe(
      PAYMENT_MESSAGES.depositPercentInvalid,
    );
  });

  it('refuses a fixed deposit of nothing, or of the whole total', () => {
    const fixed = (amount: number) => deposit({ deposit: { type: 'fixed', amount } });
    expect(scheduleErrors(fixed(0), 385000, milestones).deposit).toBe(PAYMENT_MESSAGES.depositAmountInvalid);
    expect(scheduleErrors(fixed(385000), 385000, milestones).deposit).toBe(PAYMENT_MESSAGES.depositTooLarge);
    expect(scheduleErrors(fixed(100000), 385000, milestones).deposit).toBeUndefined();
  });

  it('says when the balance waits for a milestone that is not in the journey, or a day out of range', () => {
    expect(dueRuleError({ on: 'milestone', stageId: 'gone' }, milestones)).toBe(PAYMENT_MESSAGES.milestoneMissing);
    expect(dueRuleError({ on: 'milestone', stageId: '' }, [])).toBe(PAYMENT_MESSAGES.milestoneRequired);
    expect(dueRuleError({ on: 'days', days: 3651 }, [])).toBe(PAYMENT_MESSAGES.daysInvalid);
    expect(dueRuleError({ on: 'days', days: 1.5 }, [])).toBe(PAYMENT_MESSAGES.daysInvalid);
    expect(dueRuleError({ on: 'date', date: '2026-02-30' }, [])).toBe(PAYMENT_MESSAGES.dateInvalid);
    expect(dueRuleError({ on: 'date', date: '2026-06-01' }, [])).toBeUndefined();
    expect(dueRuleError({ on: 'now' }, [])).toBeUndefined();
  });

  it('wants 2 to 12 instalments of 1 to 100 % that add up to 100 %', () => {
    const instalments = (...percents: number[]): PaymentSchedule => ({
      kind: 'instalments',
      instalments: percents.map((percent) => ({ percent, due: { on: 'now' } })),
    });
    expect(scheduleHasErrors(scheduleErrors(instalments(50, 50), 1000, []))).toBe(false);
    expect(scheduleErrors(instalments(50, 40), 1000, []).instalmentsTotal).toBe(PAYMENT_MESSAGES.instalmentsSum);
    expect(scheduleErrors(instalments(100), 1000, []).instalmentsTotal).toBe(PAYMENT_MESSAGES.instalmentsCount);
    expect(scheduleErrors(instalments(...Array(13).fill(1)), 1000, []).instalmentsTotal).toBe(
      PAYMENT_MESSAGES.instalmentsCount,
    );
    expect(scheduleErrors(instalments(0, 100), 1000, []).instalments).toEqual({
      0: { percent: PAYMENT_MESSAGES.instalmentPercentInvalid },
    });
  });

  it('starts each kind from a schedule that passes, the balance waiting for the first milestone', () => {
    for (const kind of ['full', 'deposit', 'instalments'] as const) {
      const schedule = scheduleOfKind(kind, { kind: 'full' }, milestones);
      expect(schedule.kind).toBe(kind);
      expect(scheduleHasErrors(scheduleErrors(schedule, 385000, milestones)), kind).toBe(false);
    }
    expect(scheduleOfKind('deposit', { kind: 'full' }, milestones)).toMatchObject({
      balanceDue: { on: 'milestone', stageId: 'stage-m' },
    });
    expect(scheduleOfKind('deposit', { kind: 'full' }, [])).toMatchObject({ balanceDue: { on: 'days', days: 30 } });
    const kept = deposit({ allowChoice: true });
    expect(scheduleOfKind('deposit', kept, milestones)).toBe(kept);
  });

  it('checks a line’s quantity and amount', () => {
    expect(lineErrors({ description: 'x', quantity: 0, unitAmount: 100, taxRateId: null })).toEqual({
      quantity: PAYMENT_MESSAGES.quantityInvalid,
    });
    expect(lineErrors({ description: 'x', quantity: 1, unitAmount: 2_000_000_000, taxRateId: null })).toEqual({
      unitAmount: PAYMENT_MESSAGES.amountTooLarge,
    });
  });
});

describe('the live summary', () => {
  it('prices the lines with tax per rate, and splits a 30 % deposit from the balance', () => {
    const { quote, plan, full } = summarize(config(deposit()), pricing, milestones);
    expect(quote).toMatchObject({ subtotal: 325000, taxTotal: 60000, total: 385000 });
    expect(quote.taxes.find((g) => g.taxRateId === 'vat')).toMatchObject({ net: 300000, tax: 60000 });
    expect(plan?.map((i) => [i.kind, i.amount])).toEqual([
      ['deposit', 115500],
      ['final', 269500],
    ]);
    expect(full).toBeNull();
  });

  it('adds "pay in full" when the client may choose it', () => {
    const { full } = summarize(config(deposit({ allowChoice: true })), pricing, milestones);
    expect(full).toMatchObject({ kind: 'full', amount: 385000 });
  });

  it('gives the last instalment what rounding left, so they add up to the total', () => {
    const schedule: PaymentSchedule = {
      kind: 'instalments',
      instalments: [
        { percent: 33, due: { on: 'now' } },
        { percent: 33, due: { on: 'days', days: 30 } },
        { percent: 34, due: { on: 'milestone', stageId: 'stage-m' } },
      ],
    };
    const { plan } = summarize(config(schedule), pricing, milestones);
    expect(plan?.map((i) => i.amount)).toEqual([127050, 127050, 130900]);
    expect(plan?.reduce((s, i) => s + i.amount, 0)).toBe(385000);
  });

  it('takes the tax out of prices that include it', () => {
    const inclusive = { ...pricing, pricesIncludeTax: true };
    const { quote } = summarize(
      {
        ...config({ kind: 'full' }),
        lines: [{ description: 'Session', quantity: 1, unitAmount: 12000, taxRateId: 'vat' }],
      },
      inclusive,
      [],
    );
    expect(quote).toMatchObject({ subtotal: 10000, taxTotal: 2000, total: 12000 });
  });

  it('shows no schedule while it has a problem, and leaves out lines that can’t be priced', () => {
    const broken = summarize(config(deposit({ deposit: { type: 'percent', percent: 120 } })), pricing, milestones);
    expect(broken.plan).toBeNull();
    expect(broken.quote.total).toBe(385000);
    const withBadLine = config({ kind: 'full' });
    withBadLine.lines.push({ description: 'Bad', quantity: 0, unitAmount: 100, taxRateId: null });
    expect(summarize(withBadLine, pricing, []).quote.total).toBe(385000);
  });

  it('counts in the currency’s own minor units (yen have none)', () => {
    const yen = { ...pricing, currency: 'JPY' };
    const { quote, plan } = summarize(
      {
        title: 'Shoot',
        lines: [{ description: 'Half day', quantity: 1, unitAmount: 55555, taxRateId: 'ny' }],
        schedule: deposit(),
      },
      yen,
      milestones,
    );
    // 55555 × 8.875 % = 4930.50… → 4931 yen.
    expect(quote).toMatchObject({ currency: 'JPY', taxTotal: 4931, total: 60486 });
    expect(plan?.map((i) => i.amount)).toEqual([18146, 42340]);
  });
});
