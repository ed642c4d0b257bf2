import { type BusinessDetails, PAYMENT_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  type BusinessForm,
  businessForm,
  formatRatePercent,
  newTaxRateId,
  parseRatePercent,
  readBusinessForm,
  reminderLabel,
  reminderOffset,
  remindersSummary,
} from './payment-form';

const details: BusinessDetails = {
  legalName: 'Lima Studio LLC',
  address: '1 Main St\nSpringfield',
  taxId: 'US-123',
  taxRates: [
    { id: 'vat', name: 'VAT', rate: 20000 },
    { id: 'ny', name: 'NY sales tax', rate: 8875 },
  ],
  pricesIncludeTax: false,
  currency: 'USD',
  invoicePrefix: 'INV-',
  paymentTermsDays: 14,
  footer: 'Thank you',
  reminderOffsets: [2, -7, 0],
};

describe('tax rates in thousandths of a percent', () => {
  it('reads whole, decimal and comma percents, up to 3 decimals', () => {
    expect(parseRatePercent('20')).toBe(20000);
    expect(parseRatePercent('8.875')).toBe(8875);
    expect(parseRatePercent(' 5,5 % ')).toBe(5500);
    expect(parseRatePercent('0')).toBe(0);
    expect(parseRatePercent('100')).toBe(100000);
    expect(parseRatePercent('0.001')).toBe(1);
    expect(parseRatePercent('7.')).toBe(7000);
  });

  it('refuses more decimals, more than 100 %, negatives and words', () => {
    for (const text of ['8.8751', '100.001', '101', '-5', 'abc', '', '1e2', '.5']) {
      expect(parseRatePercent(text), text).toBeNull();
    }
  });

  it('writes a rate back without trailing zeros, and round-trips every thousandth', () => {
    expect(formatRatePercent(20000)).toBe('20');
    expect(formatRatePercent(8875)).toBe('8.875');
    expect(formatRatePercent(5500)).toBe('5.5');
    expect(formatRatePercent(1)).toBe('0.001');
    for (let rate = 0; rate <= 100000; rate += 137) expect(parseRatePercent(formatRatePercent(rate))).toBe(rate);
  });

  it('gives a new rate an id the schema accepts and no other rate has', () => {
    const id = newTaxRateId(['vat']);
    expect(id).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(id).not.toBe('vat');
  });
});

describe('reminder days', () => {
  it('turns a row into days relative to the due date', () => {
    expect(reminderOffset({ days: '7', when: 'before' })).toBe(-7);
    expect(reminderOffset({ days: '', when: 'on' })).toBe(0);
    expect(reminderOffset({ days: '2', when: 'after' })).toBe(2);
    expect(reminderOffset({ days: '0', when: 'after' })).toBeNull();
    expect(reminderOffset({ days: '61', when: 'before' })).toBeNull();
    expect(reminderOffset({ days: '1.5', when: 'after' })).toBeNull();
  });

  it('says them in words, in date order', () => {
    expect(reminderLabel(-1)).toBe('1 day before');
    expect(remindersSummary([2, -7, 0])).toBe('7 days before, on the due date, 2 days after');
    expect(remindersSummary([])).toBe('No reminders');
  });
});

describe('the business details form', () => {
  it('opens with the saved details as text and saves them back unchanged', () => {
    const form = businessForm(details);
    expect(form.taxRates).toEqual([
      { id: 'vat', name: 'VAT', percent: '20' },
      { id: 'ny', name: 'NY sales tax', percent: '8.875' },
    ]);
    expect(form.reminders.map((r) => [r.days, r.when])).toEqual([
      ['7', 'before'],
      ['', 'on'],
      ['2', 'after'],
    ]);
    const { value } = readBusinessForm(form);
    expect(value).toEqual({ ...details, reminderOffsets: [-7, 0, 2] });
  });

  it('names each wrong field, row by row, and sends nothing', () => {
    const form: BusinessForm = {
      ...businessForm(details),
      invoicePrefix: 'INV #',
      paymentTermsDays: '400',
      taxRates: [
        { id: 'vat', name: '', percent: '20' },
        { id: 'x', name: 'GST', percent: '12.3456' },
      ],
      reminders: [
        { days: '3', when: 'after' },
        { days: '3', when: 'after' },
        { days: '', when: 'before' },
      ],
    };
    const { errors, value } = readBusinessForm(form);
    expect(value).toBeNull();
    expect(errors.invoicePrefix).toBe(PAYMENT_MESSAGES.prefixInvalid);
    expect(errors.paymentTermsDays).toBe(PAYMENT_MESSAGES.termsInvalid);
    expect(errors.taxRates).toEqual({
      0: { name: PAYMENT_MESSAGES.taxRateNameRequired },
      1: { percent: 'Enter a percent from 0 to 100, up to 3 decimals.' },
    });
    expect(errors.reminders).toEqual({
      1: 'This reminder is already in the list.',
      2: 'Enter a number of days from 1 to 60.',
    });
  });

  it('trims the text it sends', () => {
    const { value } = readBusinessForm({ ...businessForm(details), legalName: '  Lima  ', footer: ' Thanks \n' });
    expect(value?.legalName).toBe('Lima');
    expect(value?.footer).toBe('Thanks');
  });
});
