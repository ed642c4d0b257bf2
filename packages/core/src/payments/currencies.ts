import { MAX_AMOUNT } from './payment-types';

/**
 * Active ISO 4217 currency codes and their minor-unit exponents (how many decimals an amount has).
 * Amounts are stored as integers in minor units, so the exponent is what turns 1250 into 12.50 USD,
 * 1250 JPY or 1.250 KWD. The codes without minor units (XAU, XDR, XTS, …) are not money to invoice
 * in and are left out. Zod-free: the portal formats amounts with it.
 */

const ZERO = 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF';
const THREE = 'BHD IQD JOD KWD LYD OMR TND';
const FOUR = 'CLF UYW';
const TWO = [
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD',
  'CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL',
  'GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR',
  'LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD',
  'PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC',
  'SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW',
  'ZWG',
].join(' ');

const EXPONENTS: ReadonlyMap<string, number> = new Map([
  ...ZERO.split(' ').map((c) => [c, 0] as const),
  ...TWO.split(' ').map((c) => [c, 2] as const),
  ...THREE.split(' ').map((c) => [c, 3] as const),
  ...FOUR.split(' ').map((c) => [c, 4] as const),
]);

/** Every code, sorted (the settings' currency select). */
export const CURRENCY_CODES: readonly string[] = [...EXPONENTS.keys()].sort();

export const isCurrency = (code: unknown): code is string => typeof code === 'string' && EXPONENTS.has(code);

/** The code's minor-unit exponent (2 for an unknown code, the common case). */
export const minorUnits = (code: string): number => EXPONENTS.get(code.toUpperCase()) ?? 2;

/** The amount as a plain decimal string, no grouping: 123450 USD → '1234.50', 1250 JPY → '1250'. */
export function fromMinor(amount: number, currency: string): string {
  const exp = minorUnits(currency);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amount))).padStart(exp + 1, '0');
  if (exp === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}

/**
 * An amount as typed ('1,234.50', '1234.5', '1 234,50', '€ 12') → minor units, or null when it is
 * not a non-negative amount with at most the currency's decimals, or above MAX_AMOUNT. Commas are
 * thousands separators when they group by three; a single comma followed by one to `exponent`
 * digits (other than a group of three) is a decimal comma.
 */
export function toMinor(text: string, currency: string): number | null {
  const exp = minorUnits(currency);
  // Spaces (also the narrow no-break ones of some locales) and currency signs around the number.
  // An abbreviation with its own dot ('Cg. 12.50') goes first, dot included.
  const s = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^[^\d.,-]*\p{L}\.(?=\d)/u, '')
    .replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (!s || s.length > 40) return null;
  let whole: string;
  let frac = '';
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(s) || /^\d+(\.\d*)?$/.test(s) || /^\.\d+$/.test(s)) {
    const [w = '', f = ''] = s.replaceAll(',', '').split('.');
    whole = w;
    frac = f;
  } else if (/^\d{1,3}(\.\d{3})+(,\d*)?$/.test(s) || /^\d+,\d+$/.test(s)) {
    // '1.234,50' or '12,5': the comma is the decimal mark.
    const [w = '', f = ''] = s.replaceAll('.', '').split(',');
    whole = w;
    frac = f;
  } else return null;
  if (frac.length > exp) {
    // Extra decimals are fine only when they are zeros ('1000.00' yen).
    if (/[^0]/.test(frac.slice(exp))) return null;
    frac = frac.slice(0, exp);
  }
  const digits = `${whole}${frac.padEnd(exp, '0')}`.replace(/^0+(?=\d)/, '');
  if (!digits || digits.length > 16) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value <= MAX_AMOUNT ? value : null;
}

/**
 * Money for people: 123450 USD → '$1,234.50', 1250 JPY → '¥1,250', 1250 KWD → 'KWD 1.250', always
 * with the currency's decimals (an invoice shows $1,200.00, not $1,200). Named apart from billing's
 * formatMoney (whole dollars for prices); `locale` defaults to en-US like the rest of the product.
 */
export function formatAmount(amount: number, currency: string, locale = 'en-US'): string {
  const code = currency.toUpperCase();
  const exp = minorUnits(code);
  // A decimal string keeps the digits exact (no binary fraction of 0.1 ever shows).
  const value = fromMinor(amount, code) as unknown as number;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: exp,
      maximumFractionDigits: exp,
    }).format(value);
  } catch {
    return `${code} ${fromMinor(amount, code)}`;
  }
}

/** A tax rate in thousandths of a percent as people write it: 20000 → '20 %', 8875 → '8.875 %'. */
export function formatRate(rate: number): string {
  const whole = Math.trunc(rate / 1000);
  const frac = String(rate % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac} %` : `${whole} %`;
}
