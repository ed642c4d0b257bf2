import { describe, expect, it } from 'vitest';
import { balance, deposit, depositPaid, invoiceOf, portalPayment, TODAY } from './payment-test-data';
import {
  allPaid,
  amountToPay,
  choiceCaption,
  dayText,
  defaultChoice,
  dueDay,
  dueNowAmount,
  installmentsFor,
  offersChoice,
  payable,
  rowStatus,
  scheduleLine,
  taxLabel,
  taxRows,
  todayIn,
  whenText,
} from './payment-view';

const GB = 'en-GB';

describe('the payment stage’s words', () => {
  it('names a tax by its rate in percent', () => {
    expect(taxLabel({ name: 'VAT', rate: 20_000 })).toBe('VAT 20 %');
    expect(taxLabel({ name: 'Sales tax', rate: 8875 })).toBe('Sales tax 8.875 %');
    expect(taxLabel({ name: null, rate: 5000 })).toBe('Tax 5 %');
  });

  it('lists no tax row for untaxed lines', () => {
    const rows = taxRows([
      { taxRateId: null, name: null, rate: 0, net: 100, tax: 0 },
      { taxRateId: 'vat', name: 'VAT', rate: 20_000, net: 100, tax: 20 },
    ]);
    expect(rows.map((r) => r.taxRateId)).toEqual(['vat']);
  });

  it('writes a day as a calendar day, whatever the reader’s zone', () => {
    expect(dayText('2027-03-12', GB)).toBe('12 March 2027');
    expect(dayText('2027-03-12', 'en-US')).toBe('March 12, 2027');
    expect(dayText('not a day', GB)).toBe('not a day');
  });

  it('reads today in the workspace’s zone', () => {
    const instant = new Date('2027-01-10T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2027-01-10');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2027-01-11');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2027-01-10');
    expect(todayIn('Not/AZone', instant)).toBe('2027-01-10');
  });

  it('finds the due day from the invoice, else from the rule counted from today', () => {
    expect(dueDay(deposit({ dueOn: '2027-01-02' }), TODAY)).toBe('2027-01-02');
    expect(dueDay(deposit(), TODAY)).toBe(TODAY);
    expect(dueDay(deposit({ due: { on: 'days', days: 14 } }), TODAY)).toBe('2027-01-24');
    expect(dueDay(deposit({ due: { on: 'date', date: '2027-03-12' } }), TODAY)).toBe('2027-03-12');
    expect(dueDay(balance(), TODAY)).toBeNull();
    expect(dueDay(balance({ dueOn: '2027-02-01' }), TODAY)).toBe('2027-02-01');
  });

  it('says when each installment is due', () => {
    expect(whenText(deposit(), TODAY, GB)).toBe('due today');
    expect(whenText(deposit({ dueOn: '2027-01-03' }), TODAY, GB)).toBe('due today');
    expect(whenText(balance({ due: { on: 'date', date: '2027-03-12' }, stageName: null }), TODAY, GB)).toBe(
      'due 12 March 2027',
    );
    expect(whenText(balance(), TODAY, GB)).toBe('when “Final designs” is approved');
    expect(whenText(balance({ stageName: null }), TODAY, GB)).toBe('when the work is approved');
  });

  it('writes the schedule as short lines', () => {
    expect(scheduleLine(deposit(), 'USD', TODAY, GB)).toBe('Deposit (30 %) — US$1,500.00 due today');
    expect(scheduleLine(deposit(), 'USD', TODAY)).toBe('Deposit (30 %) — $1,500.00 due today');
    expect(scheduleLine(balance(), 'USD', TODAY)).toBe('Balance — $3,500.00 when “Final designs” is approved');
    expect(scheduleLine(balance({ due: { on: 'date', date: '2027-03-12' } }), 'USD', TODAY, GB)).toBe(
      'Balance — US$3,500.00 due 12 March 2027',
    );
    expect(scheduleLine(deposit({ amount: 1250 }), 'JPY', TODAY)).toBe('Deposit (30 %) — ¥1,250 due today');
  });

  it('gives a started plan’s rows their status', () => {
    expect(rowStatus(deposit({ status: 'paid' }), TODAY)).toEqual({ kind: 'paid', text: 'Paid' });
    expect(rowStatus(deposit({ status: 'due', dueOn: TODAY }), TODAY)).toEqual({ kind: 'due', text: 'Due today' });
    expect(rowStatus(deposit({ status: 'due', dueOn: '2027-01-31' }), TODAY, GB)).toEqual({
      kind: 'due',
      text: 'Due 31 January 2027',
    });
    expect(rowStatus(balance(), TODAY)).toEqual({
      kind: 'upcoming',
      text: 'Upcoming',
      when: 'when “Final designs” is approved',
    });
    expect(rowStatus(balance({ status: 'void' }), TODAY).text).toBe('Cancelled');
  });

  it('offers the deposit first, and a choice only before the plan starts', () => {
    expect(defaultChoice(portalPayment())).toBe('deposit');
    expect(defaultChoice(portalPayment({ choices: ['full'] }))).toBe('full');
    expect(defaultChoice(portalPayment({ choices: ['instalments'] }))).toBe('instalments');
    expect(defaultChoice(depositPaid({ choice: 'full' }))).toBe('full');
    expect(offersChoice(portalPayment())).toBe(true);
    expect(offersChoice(portalPayment({ choices: ['deposit'] }))).toBe(false);
    expect(offersChoice(depositPaid())).toBe(false);
  });

  it('previews paying in full as the whole total due today', () => {
    const payment = portalPayment();
    expect(installmentsFor(payment, 'deposit')).toBe(payment.installments);
    const full = installmentsFor(payment, 'full');
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ kind: 'full', amount: 500_000, due: { on: 'now' }, label: 'Full amount' });
    // A started plan shows what it froze, whatever is picked.
    const started = depositPaid();
    expect(installmentsFor(started, 'full')).toBe(started.installments);
  });

  it('asks today for what is due by today and not paid', () => {
    expect(dueNowAmount([deposit(), balance()], TODAY)).toBe(150_000);
    expect(dueNowAmount(installmentsFor(portalPayment(), 'full'), TODAY)).toBe(500_000);
    expect(dueNowAmount(depositPaid().installments, TODAY)).toBe(0);
    expect(dueNowAmount([deposit({ due: { on: 'days', days: 7 } })], TODAY)).toBe(0);
    expect(dueNowAmount([deposit({ due: { on: 'date', date: '2027-01-01' } })], TODAY)).toBe(150_000);
  });

  it('pays an installment whose invoice is open and due', () => {
    const open = deposit({ status: 'due', dueOn: TODAY, invoice: invoiceOf('inv-1', 'INV-0001', 150_000, false) });
    expect(payable(open)).toBe(true);
    expect(amountToPay(open)).toBe(150_000);
    expect(payable(deposit({ status: 'due' }))).toBe(false);
    expect(payable({ ...open, status: 'paid' })).toBe(false);
    expect(payable(balance())).toBe(false);
  });

  it('is all paid when every installment is paid (a voided one set aside)', () => {
    expect(allPaid(portalPayment())).toBe(false);
    expect(allPaid(depositPaid())).toBe(false);
    const paidBalance = balance({ status: 'paid', invoice: invoiceOf('inv-2', 'INV-0002', 350_000, true) });
    expect(allPaid(depositPaid({ installments: [depositPaid().installments[0]!, paidBalance] }))).toBe(true);
    expect(allPaid(depositPaid({ installments: [depositPaid().installments[0]!, balance({ status: 'void' })] }))).toBe(
      true,
    );
  });

  it('captions each way of paying with what it asks now and later', () => {
    expect(choiceCaption(portalPayment(), 'deposit', TODAY)).toBe('$1,500.00 now, $3,500.00 later');
    expect(choiceCaption(portalPayment(), 'full', TODAY)).toBe('$5,000.00 now');
  });
});
