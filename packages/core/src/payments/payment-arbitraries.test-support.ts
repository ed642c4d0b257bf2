import fc from 'fast-check';
import type { BusinessDetails, PaymentLine, PaymentSchedule, StagePaymentConfig, TaxRate } from './payment-types';
import { DEFAULT_BUSINESS_DETAILS, MAX_AMOUNT } from './payment-types';

/** Random stages and workspaces for the payments' property tests. */

/** Currencies with 0, 2, 3 and 4 decimals. */
export const currencyArb = fc.constantFrom('JPY', 'KRW', 'USD', 'EUR', 'GBP', 'KWD', 'BHD', 'TND', 'CLF');

export const taxRatesArb: fc.Arbitrary<TaxRate[]> = fc
  .array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 })
  .map((rates) => rates.map((rate, i) => ({ id: `rate-${i}`, name: `Tax ${i}`, rate })));

const lineArb = (rates: TaxRate[]): fc.Arbitrary<PaymentLine> =>
  fc.record({
    description: fc.string({ minLength: 1, maxLength: 20 }),
    quantity: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10_000 })),
    unitAmount: fc.oneof(
      fc.integer({ min: 0, max: 1000 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: MAX_AMOUNT }),
    ),
    // Now and then an id the workspace does not have (priced as untaxed).
    taxRateId: fc.oneof(
      fc.constant(null),
      fc.constant('gone'),
      ...(rates.length ? [fc.constantFrom(...rates.map((r) => r.id))] : []),
    ),
  });

const dueArb = fc.oneof(
  fc.constant({ on: 'now' as const }),
  fc.integer({ min: 0, max: 3650 }).map((days) => ({ on: 'days' as const, days })),
  fc.constant({ on: 'date' as const, date: '2031-05-01' }),
  fc.constant({ on: 'milestone' as const, stageId: 'stage-milestone' }),
);

/** n percents of at least 1 adding up to 100. */
const percentsArb = (n: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: n - 1, maxLength: n - 1 }).map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    return [...sorted, 100].map((c, i) => c - (i === 0 ? 0 : (sorted[i - 1] as number)));
  });

export const scheduleArb: fc.Arbitrary<PaymentSchedule> = fc.oneof(
  fc.constant({ kind: 'full' as const }),
  fc.record({
    kind: fc.constant('deposit' as const),
    deposit: fc.oneof(
      fc.integer({ min: 1, max: 99 }).map((percent) => ({ type: 'percent' as const, percent })),
      fc.integer({ min: 1, max: MAX_AMOUNT }).map((amount) => ({ type: 'fixed' as const, amount })),
    ),
    balanceDue: dueArb,
    allowChoice: fc.boolean(),
  }),
  fc
    .integer({ min: 2, max: 12 })
    .chain((n) => fc.tuple(percentsArb(n), fc.array(dueArb, { minLength: n, maxLength: n })))
    .map(([percents, dues]) => ({
      kind: 'instalments' as const,
      instalments: percents.map((percent, i) => ({ percent, due: dues[i] ?? { on: 'now' as const } })),
    })),
);

export const businessArb: fc.Arbitrary<BusinessDetails> = fc
  .record({ taxRates: taxRatesArb, pricesIncludeTax: fc.boolean(), currency: currencyArb })
  .map((b) => ({ ...DEFAULT_BUSINESS_DETAILS, ...b }));

/** A workspace and a payment stage priced with its rates. */
export const stageArb: fc.Arbitrary<{ business: BusinessDetails; config: StagePaymentConfig }> = businessArb.chain(
  (business) =>
    fc
      .record({
        // A title is required: blank after trimming is refused (the schemas' own test covers that).
        title: fc.string({ minLength: 1, maxLength: 30 }).map((t) => t.trim() || 'Deposit'),
        lines: fc.array(lineArb(business.taxRates), { minLength: 1, maxLength: 8 }),
        schedule: scheduleArb,
      })
      .map((config) => ({ business, config })),
);
