import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stageArb } from './payment-arbitraries.test-support';
import { PAYMENT_MESSAGES as M } from './payment-messages';
import { DEFAULT_BUSINESS_DETAILS, type Installment, type PaymentSchedule, type Quote } from './payment-types';
import { mulDivRound, quoteStage } from './quote';
import { choicesFor, planInstallments, resolveDueDate } from './schedule';

const business = {
  ...DEFAULT_BUSINESS_DETAILS,
  taxRates: [
    { id: 'vat', name: 'VAT', rate: 20000 },
    { id: 'low', name: 'VAT reduced', rate: 5500 },
  ],
};
const quote = quoteStage(
  {
    lines: [
      { description: 'Design', quantity: 1, unitAmount: 100_000, taxRateId: 'vat' },
      { description: 'Books', quantity: 3, unitAmount: 3333, taxRateId: 'low' },
      { description: 'Travel', quantity: 1, unitAmount: 1001, taxRateId: null },
    ],
  },
  business,
);
const deposit = (
  d: { type: 'percent'; percent: number } | { type: 'fixed'; amount: number },
): Extract<PaymentSchedule, { kind: 'deposit' }> => ({
  kind: 'deposit',
  deposit: d,
  balanceDue: { on: 'milestone', stageId: 'final-delivery' },
  allowChoice: true,
});

/** Σ over installments of each group's net and tax equals the quote's; each installment's groups add up to it. */
function expectExactSplit(list: Installment[], q: Quote) {
  expect(list.reduce((s, i) => s + i.amount, 0)).toBe(q.total);
  q.taxes.forEach((g, j) => {
    expect(list.reduce((s, i) => s + (i.groups[j]?.net ?? 0), 0)).toBe(g.net);
    expect(list.reduce((s, i) => s + (i.groups[j]?.tax ?? 0), 0)).toBe(g.tax);
  });
  for (const i of list) {
    expect(i.groups.reduce((s, g) => s + g.net + g.tax, 0)).toBe(i.amount);
    expect(i.groups.map((g) => g.taxRateId)).toEqual(q.taxes.map((g) => g.taxRateId));
    for (const g of i.groups) {
      expect(g.net).toBeGreaterThanOrEqual(0);
      expect(g.tax).toBeGreaterThanOrEqual(0);
    }
    expect(i.amount).toBeGreaterThan(q.total === 0 ? -1 : 0);
  }
  expect(list.map((i) => i.index)).toEqual(list.map((_, n) => n));
}

describe('installments', () => {
  it('full: one installment due now', () => {
    const list = planInstallments({ kind: 'full' }, quote);
    expect(list).toEqual([
      { index: 0, kind: 'full', label: M.fullLabel, due: { on: 'now' }, amount: quote.total, groups: quote.taxes },
    ]);
  });

  it('deposit in percent: rounded half up, due now; the balance waits for its rule', () => {
    const list = planInstallments(deposit({ type: 'percent', percent: 30 }), quote);
    const first = mulDivRound(quote.total, 30, 100);
    expect(list.map((i) => [i.kind, i.label, i.due.on, i.amount])).toEqual([
      ['deposit', 'Deposit (30 %)', 'now', first],
      ['final', 'Balance', 'milestone', quote.total - first],
    ]);
    expectExactSplit(list, quote);
  });

  it('deposit fixed: at most the total; the client may pay in full instead', () => {
    const list = planInstallments(deposit({ type: 'fixed', amount: 5000 }), quote, 'deposit');
    expect(list.map((i) => i.amount)).toEqual([5000, quote.total - 5000]);
    expect(list[0]?.label).toBe('Deposit');
    expectExactSplit(list, quote);
    // A deposit of the whole total leaves nothing for later: one payment in full.
    const whole = planInstallments(deposit({ type: 'fixed', amount: quote.total + 1 }), quote);
    expect(whole.map((i) => [i.kind, i.amount])).toEqual([['full', quote.total]]);
    expect(planInstallments(deposit({ type: 'percent', percent: 50 }), quote, 'full')).toHaveLength(1);
  });

  it('instalments: shares of the total, the last takes the remainder and is the final one', () => {
    const schedule: PaymentSchedule = {
      kind: 'instalments',
      instalments: [
        { percent: 33, due: { on: 'now' } },
        { percent: 33, due: { on: 'days', days: 30 } },
        { percent: 34, due: { on: 'date', date: '2030-01-15' } },
      ],
    };
    const list = planInstallments(schedule, quote);
    const a = mulDivRound(quote.total, 33, 100);
    expect(list.map((i) => [i.kind, i.label, i.amount])).toEqual([
      ['instalment', 'Instalment 1 of 3', a],
      ['instalment', 'Instalment 2 of 3', a],
      ['final', 'Instalment 3 of 3', quote.total - 2 * a],
    ]);
    expectExactSplit(list, quote);
  });

  it('offers the choices the schedule allows, and refuses others', () => {
    expect(choicesFor({ kind: 'full' })).toEqual(['full']);
    expect(choicesFor(deposit({ type: 'percent', percent: 20 }))).toEqual(['deposit', 'full']);
    expect(choicesFor({ ...deposit({ type: 'percent', percent: 20 }), allowChoice: false })).toEqual(['deposit']);
    expect(() => planInstallments({ kind: 'full' }, quote, 'deposit')).toThrow(RangeError);
    expect(() =>
      planInstallments({ ...deposit({ type: 'percent', percent: 20 }), allowChoice: false }, quote, 'full'),
    ).toThrow(RangeError);
  });

  it('leaves out installments that round to nothing', () => {
    const tiny = quoteStage({ lines: [{ description: 'x', quantity: 1, unitAmount: 1, taxRateId: null }] }, business);
    expect(planInstallments(deposit({ type: 'percent', percent: 10 }), tiny).map((i) => [i.kind, i.amount])).toEqual([
      ['full', 1],
    ]);
  });

  it('never gives more than the total when many small instalments round up (25 split 1/1/2/8/2/7/78/1 %)', () => {
    const small = quoteStage({ lines: [{ description: 'x', quantity: 5, unitAmount: 5, taxRateId: null }] }, business);
    const percents = [1, 1, 2, 8, 2, 7, 78, 1];
    const schedule: PaymentSchedule = {
      kind: 'instalments',
      instalments: percents.map((percent) => ({ percent, due: { on: 'now' } })),
    };
    const list = planInstallments(schedule, small);
    expectExactSplit(list, small);
    // Rounded on their own: 0, 0, 1, 2, 1, 2, 20 (26 > 25): the 78 % takes the 19 left, the last nothing.
    expect(list.map((i) => [i.kind, i.amount])).toEqual([
      ['instalment', 1],
      ['instalment', 2],
      ['instalment', 1],
      ['instalment', 2],
      ['final', 19],
    ]);
  });

  it('splits every stage exactly, for every choice', () => {
    fc.assert(
      fc.property(stageArb, ({ business, config }) => {
        const q = quoteStage(config, business);
        for (const choice of choicesFor(config.schedule)) {
          const list = planInstallments(config.schedule, q, choice);
          expectExactSplit(list, q);
          const { schedule } = config;
          if (choice === 'full' || schedule.kind === 'full') expect(list).toHaveLength(1);
          if (choice === 'deposit' && schedule.kind === 'deposit') {
            const expected =
              schedule.deposit.type === 'percent'
                ? mulDivRound(q.total, schedule.deposit.percent, 100)
                : Math.min(schedule.deposit.amount, q.total);
            if (expected > 0 && expected < q.total) {
              expect(list.map((i) => i.kind)).toEqual(['deposit', 'final']);
              expect(list[0]?.amount).toBe(expected);
              expect(list[1]?.due).toEqual(schedule.balanceDue);
            }
          }
          if (schedule.kind === 'instalments' && list.length === schedule.instalments.length) {
            list.slice(0, -1).forEach((i, n) => {
              expect(i.amount).toBe(mulDivRound(q.total, schedule.instalments[n]?.percent ?? 0, 100));
            });
            expect(list.at(-1)?.kind).toBe('final');
          }
          if (list.length > 1) expect(list.at(-1)?.kind).toBe('final');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('due dates', () => {
  const ctx = { startedOn: '2026-03-10', termsDays: 14 };
  it('now: the day it is issued; days: after the start; date: that day', () => {
    expect(resolveDueDate({ on: 'now' }, ctx)).toBe('2026-03-10');
    expect(resolveDueDate({ on: 'days', days: 30 }, ctx)).toBe('2026-04-09');
    expect(resolveDueDate({ on: 'days', days: 0 }, ctx)).toBe('2026-03-10');
    expect(resolveDueDate({ on: 'date', date: '2026-12-31' }, ctx)).toBe('2026-12-31');
    // Never due before the plan started.
    expect(resolveDueDate({ on: 'date', date: '2025-01-01' }, ctx)).toBe('2026-03-10');
  });

  it('milestone: the payment terms after its approval, null until then', () => {
    const rule = { on: 'milestone' as const, stageId: 's' };
    expect(resolveDueDate(rule, ctx)).toBeNull();
    expect(resolveDueDate(rule, { ...ctx, milestoneApprovedOn: null })).toBeNull();
    expect(resolveDueDate(rule, { ...ctx, milestoneApprovedOn: '2026-02-20' })).toBe('2026-03-06');
    expect(resolveDueDate(rule, { ...ctx, termsDays: 0, milestoneApprovedOn: '2028-02-28' })).toBe('2028-02-28');
    expect(resolveDueDate(rule, { ...ctx, termsDays: 1, milestoneApprovedOn: '2028-02-28' })).toBe('2028-02-29');
  });
});
