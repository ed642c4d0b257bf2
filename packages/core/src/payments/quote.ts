import type {
  BusinessDetails,
  PaymentLine,
  Quote,
  QuoteLine,
  StagePaymentConfig,
  TaxGroup,
  TaxRate,
} from './payment-types';

/**
 * Pricing a payment stage. Tax is rounded once per line (what the invoice prints), so every line
 * has net + tax = gross, and the totals are plain sums of the lines: subtotal + taxTotal = total.
 * Rates are thousandths of a percent; products go through BigInt because quantity × amount × rate
 * can pass 2^53 before the division brings it back.
 */

/** 100 % in thousandths of a percent. */
const HUNDRED = 100_000n;

/** round(a × b / c), halves up, for non-negative a, b and positive c, exactly. */
export function mulDivRound(a: number, b: number, c: number): number {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  return Number((num * 2n + den) / (den * 2n));
}

/**
 * One line priced. Exclusive prices: net = quantity × unit, tax = net × rate. Inclusive: the
 * line's gross is quantity × unit and the tax is taken out of it (net = gross ÷ (1 + rate)).
 * A tax rate id that is not in `rates` prices as untaxed, its id dropped (paymentConfigProblem says so first).
 */
export function priceLine(line: PaymentLine, rates: readonly TaxRate[], inclusive: boolean): QuoteLine {
  const tax = line.taxRateId === null ? undefined : rates.find((r) => r.id === line.taxRateId);
  const rate = tax?.rate ?? 0;
  const amount = line.quantity * line.unitAmount;
  const base = { ...line, taxRateId: tax?.id ?? null, taxName: tax?.name ?? null, rate };
  if (inclusive) {
    const net = mulDivRound(amount, Number(HUNDRED), Number(HUNDRED) + rate);
    return { ...base, net, tax: amount - net, gross: amount };
  }
  const lineTax = mulDivRound(amount, rate, Number(HUNDRED));
  return { ...base, net: amount, tax: lineTax, gross: amount + lineTax };
}

/** Lines summed by tax rate, in the order the rates first appear (untaxed lines: taxRateId null). */
export function groupByRate(lines: readonly QuoteLine[]): TaxGroup[] {
  const groups = new Map<string | null, TaxGroup>();
  for (const line of lines) {
    const id = line.taxRateId;
    const group = groups.get(id) ?? { taxRateId: id, name: line.taxName, rate: line.rate, net: 0, tax: 0 };
    group.net += line.net;
    group.tax += line.tax;
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** The stage priced with the workspace's rates and currency. */
export function quoteStage(
  config: Pick<StagePaymentConfig, 'lines'>,
  business: Pick<BusinessDetails, 'taxRates' | 'pricesIncludeTax' | 'currency'>,
): Quote {
  const lines = config.lines.map((line) => priceLine(line, business.taxRates, business.pricesIncludeTax));
  const taxes = groupByRate(lines);
  const sum = (pick: (l: QuoteLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    currency: business.currency,
    pricesIncludeTax: business.pricesIncludeTax,
    lines,
    taxes,
    subtotal: sum((l) => l.net),
    taxTotal: sum((l) => l.tax),
    total: sum((l) => l.gross),
  };
}
