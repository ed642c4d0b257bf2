import { describe, expect, it } from 'vitest';
import { installmentStatus, isOverdue, reminderDue, stagePaymentState } from './payment-status';
import type { DueRule, InvoiceStatus } from './payment-types';

const now: DueRule = { on: 'now' };
const later: DueRule = { on: 'milestone', stageId: 'm' };
const inst = (due: DueRule, amount: number, status: InvoiceStatus | null, amountPaid = 0) => ({
  due,
  amount,
  invoice: status === null ? null : { status, amountPaid: status === 'paid' ? amount : amountPaid },
});

describe('where a plan stands', () => {
  it('the stage is done once everything due now is paid', () => {
    expect(stagePaymentState([])).toMatchObject({ paidNow: false, allPaid: false, dueNow: 0 });
    const started = stagePaymentState([inst(now, 3000, 'open'), inst(later, 7000, null)]);
    expect(started).toMatchObject({ paidNow: false, allPaid: false, dueNow: 3000, paid: 0, due: 10_000, nextOpen: 0 });
    const deposit = stagePaymentState([inst(now, 3000, 'paid'), inst(later, 7000, null)]);
    expect(deposit).toMatchObject({ paidNow: true, allPaid: false, dueNow: 0, paid: 3000, due: 7000, nextOpen: null });
    const balance = stagePaymentState([inst(now, 3000, 'paid'), inst(later, 7000, 'open')]);
    expect(balance).toMatchObject({ paidNow: true, nextOpen: 1 });
    const all = stagePaymentState([inst(now, 3000, 'paid'), inst(later, 7000, 'paid')]);
    expect(all).toMatchObject({ paidNow: true, allPaid: true, paid: 10_000, due: 0 });
  });

  it('a voided installment is neither paid nor owed', () => {
    const voided = stagePaymentState([inst(now, 3000, 'void'), inst(later, 7000, 'paid')]);
    expect(voided).toMatchObject({ paidNow: false, dueNow: 0, allPaid: true, paid: 7000, due: 0 });
  });

  it('maps invoices to the portal’s statuses', () => {
    expect(installmentStatus(null)).toBe('upcoming');
    expect(installmentStatus({ status: 'open' })).toBe('due');
    expect(installmentStatus({ status: 'paid' })).toBe('paid');
    expect(installmentStatus({ status: 'void' })).toBe('void');
  });
});

describe('overdue and reminders', () => {
  it('overdue: open after its due day', () => {
    expect(isOverdue('open', '2026-03-10', '2026-03-10')).toBe(false);
    expect(isOverdue('open', '2026-03-10', '2026-03-11')).toBe(true);
    expect(isOverdue('paid', '2026-03-10', '2026-04-11')).toBe(false);
    expect(isOverdue('void', '2026-03-10', '2026-04-11')).toBe(false);
  });

  it('reminds on the offsets from the due day', () => {
    const offsets = [-7, 0, 2];
    expect(reminderDue('2026-03-10', offsets, '2026-03-03')).toBe(-7);
    expect(reminderDue('2026-03-10', offsets, '2026-03-10')).toBe(0);
    expect(reminderDue('2026-03-10', offsets, '2026-03-12')).toBe(2);
    expect(reminderDue('2026-03-10', offsets, '2026-03-11')).toBeNull();
    expect(reminderDue('2026-03-01', [-1], '2026-02-28')).toBe(-1);
    expect(reminderDue('2026-03-10', [], '2026-03-10')).toBeNull();
  });
});
