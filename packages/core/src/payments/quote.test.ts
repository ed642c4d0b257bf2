import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessArb, stageArb } from './payment-arbitraries.test-support';
import { DEFAULT_BUSINESS_DETAILS } from './payment-types';
import { mulDivRound, priceLine, quoteStage } from './quote';

const VAT = { id: 'vat', name: 'VAT', rate: 20000 };
const NY = { id: 'ny', name: 'Sales tax', rate: 8875 };
const business = { ...DEFAULT_BUSINESS_DETAILS, taxRates: [VAT, NY] };
const line = (unitAmount: number, taxRateId: string | null, quantity = 1) => ({
  description: 'Design',
  quantity,
  unitAmount,
  taxRateId,
});

describe('pricing a stage', () => {
  it('rounds halves up, exactly, past 2^53', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(mulDivRound(0, 7, 3)).toBe(0);
    expect(mulDivRound(10_000_000_000_000, 100_000, 200_000)).toBe(5_000_000_000_000);
    expect(mulDivRound(9_999_999_999_999, 99_999, 100_000)).toBe(9_999_899_999_999);
  });

  it('adds tax to exclusive prices, per line', () => {
    expect(priceLine(line(1999, 'ny', 3), business.taxRates, false)).toMatchObject({
      net: 5997,
      tax: 532, // 5997 × 8.875 % = 532.23
      gross: 6529,
      rate: 8875,
      taxName: 'Sales tax',
    });
    expect(priceLine(line(1000, null), business.taxRates, false)).toMatchObject({ net: 1000, tax: 0, gross: 1000 });
  });

  it('takes tax out of inclusive prices', () => {
    // 120.00 with 20 % VAT inside: 100.00 + 20.00.
    expect(priceLine(line(12000, 'vat'), business.taxRates, true)).toMatchObject({
      net: 10000,
      tax: 2000,
      gross: 12000,
    });
    // 10.00: 8.33 + 1.67.
    expect(priceLine(line(1000, 'vat'), business.taxRates, true)).toMatchObject({ net: 833, tax: 167, gross: 1000 });
  });

  it('prices an unknown tax rate as untaxed', () => {
    const priced = priceLine(line(1000, 'gone'), business.taxRates, false);
    expect(priced).toMatchObject({ taxRateId: null, taxName: null, rate: 0, tax: 0, gross: 1000 });
  });

  it('groups taxes by rate and sums the lines', () => {
    const quote = quoteStage({ lines: [line(10000, 'vat'), line(5000, null), line(2500, 'vat', 2)] }, business);
    expect(quote).toMatchObject({ currency: 'USD', subtotal: 20000, taxTotal: 3000, total: 23000 });
    expect(quote.taxes).toEqual([
      { taxRateId: 'vat', name: 'VAT', rate: 20000, net: 15000, tax: 3000 },
      { taxRateId: null, name: null, rate: 0, net: 5000, tax: 0 },
    ]);
  });

  it('keeps net + tax = gross per line and subtotal + taxTotal = total, for any stage', () => {
    fc.assert(
      fc.property(stageArb, ({ business, config }) => {
        const quote = quoteStage(config, business);
        quote.lines.forEach((l, i) => {
          const source = config.lines[i] as (typeof config.lines)[number];
          expect(l.net + l.tax).toBe(l.gross);
          expect(l.net).toBeGreaterThanOrEqual(0);
          expect(l.tax).toBeGreaterThanOrEqual(0);
          const amount = source.quantity * source.unitAmount;
          expect(business.pricesIncludeTax ? l.gross : l.net).toBe(amount);
          // The tax is the rate's, within half a minor unit.
          const exact = business.pricesIncludeTax
            ? (amount * l.rate) / (100_000 + l.rate)
            : (amount * l.rate) / 100_000;
          expect(Math.abs(l.tax - exact)).toBeLessThanOrEqual(0.5 + amount * 1e-12);
        });
        expect(quote.subtotal + quote.taxTotal).toBe(quote.total);
        expect(quote.taxes.reduce((s, g) => s + g.net, 0)).toBe(quote.subtotal);
        expect(quote.taxes.reduce((s, g) => s + g.tax, 0)).toBe(quote.taxTotal);
        expect(new Set(quote.taxes.map((g) => g.taxRateId)).size).toBe(quote.taxes.length);
        expect(quote.currency).toBe(business.currency);
      }),
      { numRuns: 300 },
    );
  });

  it('prices nothing at zero', () => {
    fc.assert(
      fc.property(businessArb, (b) => {
        expect(quoteStage({ lines: [] }, b)).toMatchObject({ subtotal: 0, taxTotal: 0, total: 0, taxes: [] });
      }),
    );
  });
});
