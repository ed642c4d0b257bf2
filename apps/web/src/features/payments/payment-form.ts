import { type BusinessDetails, PAYMENT_MESSAGES, type TaxRate } from '@bloom/core';

/**
 * The settings form's text ↔ the numbers the API stores, apart from the screens so they can be
 * tested as plain data: tax rates in thousandths of a percent, reminder days relative to the due
 * date. The server checks the same again (core's businessDetailsSchema); these only spare a round
 * trip and say what is wrong next to the field.
 */

/** Most thousandths a rate may have: 100 %. */
export const MAX_RATE = 100_000;
export const MAX_TAX_RATES = 10;
export const MAX_REMINDERS = 6;
export const MAX_REMINDER_DAYS = 60;
export const MAX_TERMS_DAYS = 365;

/**
 * "8.875" → 8875, "20" → 20000, "5,5" → 5500 (a comma is a decimal mark here: no rate reaches a
 * thousand); null for anything else, more than 3 decimals, or outside 0–100 %.
 */
export function parseRatePercent(text: string): number | null {
  const clean = text.trim().replace(/\s*%$/, '').replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{0,3}))?$/.exec(clean);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  const rate = whole * 1000 + fraction;
  return rate <= MAX_RATE ? rate : null;
}

/** 8875 → "8.875", 20000 → "20", 5500 → "5.5". */
export function formatRatePercent(rate: number): string {
  const whole = Math.floor(rate / 1000);
  const fraction = String(rate % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A new rate's id: stable while its name changes, since stage lines point at it. */
export function newTaxRateId(taken: readonly string[]): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const id = `tax-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    if (!taken.includes(id)) return id;
  }
}

/** One reminder as the form shows it: a number of days and which side of the due date. */
export type ReminderWhen = 'before' | 'on' | 'after';
export interface ReminderRow {
  days: string;
  when: ReminderWhen;
}

export const reminderRow = (offset: number): ReminderRow => ({
  days: offset === 0 ? '' : String(Math.abs(offset)),
  when: offset < 0 ? 'before' : offset > 0 ? 'after' : 'on',
});

/** A row → its offset in days (negative: before the due date); null when the days are not 1–60. */
export function reminderOffset(row: ReminderRow): number | null {
  if (row.when === 'on') return 0;
  if (!/^\d{1,2}$/.test(row.days.trim())) return null;
  const days = Number(row.days.trim());
  if (days < 1 || days > MAX_REMINDER_DAYS) return null;
  return row.when === 'before' ? -days : days;
}

const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** -7 → "7 days before", 0 → "on the due date", 2 → "2 days after". */
export function reminderLabel(offset: number): string {
  if (offset === 0) return 'on the due date';
  return `${dayWord(Math.abs(offset))} ${offset < 0 ? 'before' : 'after'}`;
}

/** [-7, 0, 2] → "7 days before, on the due date, 2 days after" (in date order). */
export function remindersSummary(offsets: readonly number[]): string {
  if (offsets.length === 0) return 'No reminders';
  return [...offsets]
    .sort((a, b) => a - b)
    .map(reminderLabel)
    .join(', ');
}

/** The business details form as typed. */
export interface BusinessForm {
  legalName: string;
  address: string;
  taxId: string;
  taxRates: { id: string; name: string; percent: string }[];
  pricesIncludeTax: boolean;
  currency: string;
  invoicePrefix: string;
  paymentTermsDays: string;
  footer: string;
  reminders: ReminderRow[];
}

export const businessForm = (b: BusinessDetails): BusinessForm => ({
  legalName: b.legalName,
  address: b.address,
  taxId: b.taxId,
  taxRates: b.taxRates.map((r) => ({ id: r.id, name: r.name, percent: formatRatePercent(r.rate) })),
  pricesIncludeTax: b.pricesIncludeTax,
  currency: b.currency,
  invoicePrefix: b.invoicePrefix,
  paymentTermsDays: String(b.paymentTermsDays),
  footer: b.footer,
  reminders: [...b.reminderOffsets].sort((x, y) => x - y).map(reminderRow),
});

/** Field → message; tax rates and reminders by row index. */
export interface BusinessFormErrors {
  legalName?: string;
  invoicePrefix?: string;
  paymentTermsDays?: string;
  taxRates: Record<number, { name?: string; percent?: string }>;
  reminders: Record<number, string>;
}

export const hasErrors = (e: BusinessFormErrors) =>
  Boolean(e.legalName || e.invoicePrefix || e.paymentTermsDays) ||
  Object.keys(e.taxRates).length > 0 ||
  Object.keys(e.reminders).length > 0;

export const PREFIX_PATTERN = /^[A-Za-z0-9\-/_.]*$/;

/** The form's problems, or the details to PUT when there are none. */
export function readBusinessForm(form: BusinessForm): { errors: BusinessFormErrors; value: BusinessDetails | null } {
  const errors: BusinessFormErrors = { taxRates: {}, reminders: {} };
  if (form.legalName.trim().length > 200) errors.legalName = PAYMENT_MESSAGES.legalNameTooLong;
  const prefix = form.invoicePrefix.trim();
  if (prefix.length > 12 || !PREFIX_PATTERN.test(prefix)) errors.invoicePrefix = PAYMENT_MESSAGES.prefixInvalid;

  const termsText = form.paymentTermsDays.trim();
  const terms = /^\d{1,3}$/.test(termsText) ? Number(termsText) : Number.NaN;
  if (!(terms >= 0 && terms <= MAX_TERMS_DAYS)) errors.paymentTermsDays = PAYMENT_MESSAGES.termsInvalid;

  const taxRates: TaxRate[] = [];
  form.taxRates.forEach((row, i) => {
    const rate = parseRatePercent(row.percent);
    const rowErrors: { name?: string; percent?: string } = {};
    if (!row.name.trim()) rowErrors.name = PAYMENT_MESSAGES.taxRateNameRequired;
    else if (row.name.trim().length > 60) rowErrors.name = PAYMENT_MESSAGES.taxRateNameTooLong;
    if (rate === null) rowErrors.percent = 'Enter a percent from 0 to 100, up to 3 decimals.';
    if (rowErrors.name || rowErrors.percent) errors.taxRates[i] = rowErrors;
    else taxRates.push({ id: row.id, name: row.name.trim(), rate: rate as number });
  });

  const offsets: number[] = [];
  form.reminders.forEach((row, i) => {
    const offset = reminderOffset(row);
    if (offset === null) errors.reminders[i] = `Enter a number of days from 1 to ${MAX_REMINDER_DAYS}.`;
    else if (offsets.includes(offset)) errors.reminders[i] = 'This reminder is already in the list.';
    else offsets.push(offset);
  });

  if (hasErrors(errors)) return { errors, value: null };
  return {
    errors,
    value: {
      legalName: form.legalName.trim(),
      address: form.address.trim(),
      taxId: form.taxId.trim(),
      taxRates,
      pricesIncludeTax: form.pricesIncludeTax,
      currency: form.currency,
      invoicePrefix: form.invoicePrefix.trim(),
      paymentTermsDays: terms,
      footer: form.footer.trim(),
      reminderOffsets: offsets.sort((a, b) => a - b),
    },
  };
}
