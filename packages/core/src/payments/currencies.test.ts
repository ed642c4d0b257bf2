import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, formatAmount, formatRate, fromMinor, isCurrency, minorUnits, toMinor } from './currencies';
import { MAX_AMOUNT } from './payment-types';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('currencies', () => {
  it('lists the active ISO 4217 codes with their exponents', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
    for (const code of ['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'XOF']) expect(minorUnits(code)).toBe(0);
    for (const code of ['BHD', 'KWD', 'OMR', 'JOD', 'TND', 'IQD', 'LYD']) expect(minorUnits(code)).toBe(3);
    expect(minorUnits('CLF')).toBe(4);
    for (const code of ['USD', 'EUR', 'GBP', 'CHF', 'INR', 'BRL']) expect(minorUnits(code)).toBe(2);
    // Not money to invoice in, withdrawn, or not upper case.
    for (const code of ['XAU', 'XDR', 'XTS', 'XXX', 'HRK', 'usd', 'US', '', 'USDT']) {
      expect(isCurrency(code), code).toBe(false);
    }
    expect(isCurrency(12)).toBe(false);
  });

  it('formats with the currency’s decimals, always', () => {
    expect(formatAmount(123450, 'USD')).toBe('$1,234.50');
    expect(formatAmount(120000, 'USD')).toBe('$1,200.00');
    expect(formatAmount(1250, 'JPY')).toBe('¥1,250');
    expect(nbsp(formatAmount(1250, 'KWD'))).toBe('KWD 1.250');
    expect(nbsp(formatAmount(5, 'BHD'))).toBe('BHD 0.005');
    expect(formatAmount(7, 'EUR')).toBe('€0.07');
    expect(formatAmount(MAX_AMOUNT, 'USD')).toBe('$10,000,000.00');
    expect(formatAmount(123450, 'EUR', 'de-DE')).toMatch(/^1\.234,50\s€$/);
  });

  it('parses typed amounts', () => {
    expect(toMinor('1,234.50', 'USD')).toBe(123450);
    expect(toMinor('1234.5', 'USD')).toBe(123450);
    expect(toMinor(' $1,234 ', 'USD')).toBe(123400);
    expect(toMinor('1 234,50', 'EUR')).toBe(123450);
    expect(toMinor('1.234,50 €', 'EUR')).toBe(123450);
    expect(toMinor('12,5', 'EUR')).toBe(1250);
    expect(toMinor('.5', 'USD')).toBe(50);
    expect(toMinor('0', 'USD')).toBe(0);
    expect(toMinor('1,250', 'JPY')).toBe(1250);
    expect(toMinor('1000.00', 'JPY')).toBe(1000);
    expect(toMinor('1.250', 'KWD')).toBe(1250);
    for (const bad of ['', ' ', 'abc', '1.2.3', '-5', '1.234', '12.5x3', '1,23,4', '10000000.01', '1e5']) {
      expect(toMinor(bad, 'USD'), bad).toBeNull();
    }
    expect(toMinor('12.5', 'JPY')).toBeNull();
    expect(toMinor('9'.repeat(200), 'USD')).toBeNull();
  });

  it('round-trips every amount through fromMinor and formatAmount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('JPY', 'USD', 'EUR', 'KWD', 'BHD', 'CLF', 'XCG', 'GBP', 'INR'),
        fc.integer({ min: 0, max: MAX_AMOUNT }),
        (currency, amount) => {
          expect(toMinor(fromMinor(amount, currency), currency)).toBe(amount);
          expect(toMinor(formatAmount(amount, currency), currency)).toBe(amount);
          expect(formatAmount(amount, currency).includes('.')).toBe(minorUnits(currency) > 0);
        },
      ),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('USD', 'JPY', 'KWD'), (text, currency) => {
        const value = toMinor(text, currency);
        expect(value === null || (Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT)).toBe(true);
      }),
    );
  });

  it('writes tax rates as people do', () => {
    expect(formatRate(20000)).toBe('20 %');
    expect(formatRate(8875)).toBe('8.875 %');
    expect(formatRate(5500)).toBe('5.5 %');
    expect(formatRate(0)).toBe('0 %');
    expect(formatRate(100000)).toBe('100 %');
  });
});
