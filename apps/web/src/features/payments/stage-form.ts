import {
  type BusinessDetails,
  choicesFor,
  type DueRule,
  fromMinor,
  type Installment,
  isIsoDay,
  MAX_AMOUNT,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type PaymentLine,
  type PaymentSchedule,
  planInstallments,
  type Quote,
  quoteStage,
  type StagePaymentConfig,
  toMinor,
} from '@bloom/core';

/**
 * The payment stage editor's rules as plain data: the schedule a kind starts from, what is wrong
 * with a line or the schedule (core's messages, shown next to the field), and the live summary.
 * The server checks the same again when the journey is saved (stagePaymentConfigSchema) and
 * before anyone pays (paymentConfigProblem).
 */

const M = PAYMENT_MESSAGES;

/** What pricing needs of the workspace (its settings, or a stand-in when they can't be read). */
export type PricingContext = Pick<BusinessDetails, 'taxRates' | 'pricesIncludeTax' | 'currency'>;

/** A milestone stage of the journey the balance may wait for (saved stages only: they have an id). */
export interface MilestoneOption {
  id: string;
  name: string;
}

export type ScheduleKind = PaymentSchedule['kind'];

/**
 * A price as typed in the workspace's currency → minor units (core's toMinor: "1,250.50" USD →
 * 125050, "1,500" JPY → 1500); an empty field is 0; null: not an amount of this currency.
 */
export const readAmount = (text: string, currency: string): number | null =>
  text.trim() === '' ? 0 : toMinor(text, currency);

/** Minor units → what the field shows again (no grouping, the currency's decimals; 0 as empty). */
export const amountText = (amount: number, currency: string): string =>
  amount === 0 ? '' : fromMinor(amount, currency);

const isInt = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The schedule a kind starts from; switching back to the current kind keeps what was set. */
export function scheduleOfKind(
  kind: ScheduleKind,
  current: PaymentSchedule,
  milestones: readonly MilestoneOption[],
): PaymentSchedule {
  if (kind === current.kind) return current;
  const later: DueRule = milestones[0] ? { on: 'milestone', stageId: milestones[0].id } : { on: 'days', days: 30 };
  switch (kind) {
    case 'full':
      return { kind: 'full' };
    case 'deposit':
      return { kind: 'deposit', deposit: { type: 'percent', percent: 30 }, balanceDue: later, allowChoice: false };
    case 'instalments':
      return {
        kind: 'instalments',
        instalments: [
          { percent: 50, due: { on: 'now' } },
          { percent: 50, due: later },
        ],
      };
  }
}

/** The problem of a due rule, if any. */
export function dueRuleError(rule: DueRule, milestones: readonly MilestoneOption[]): string | undefined {
  switch (rule.on) {
    case 'now':
      return undefined;
    case 'days':
      return isInt(rule.days, 0, PAYMENT_LIMITS.days) ? undefined : M.daysInvalid;
    case 'date':
      return isIsoDay(rule.date) ? undefined : M.dateInvalid;
    case 'milestone':
      if (!rule.stageId) return M.milestoneRequired;
      return milestones.some((m) => m.id === rule.stageId) ? undefined : M.milestoneMissing;
  }
}

export interface LineErrors {
  description?: string;
  quantity?: string;
  unitAmount?: string;
}

export function lineErrors(line: PaymentLine): LineErrors {
  const errors: LineErrors = {};
  if (line.description.length > PAYMENT_LIMITS.description) errors.description = M.lineDescriptionTooLong;
  if (!isInt(line.quantity, 1, PAYMENT_LIMITS.quantity)) errors.quantity = M.quantityInvalid;
  if (!isInt(line.unitAmount, 0, MAX_AMOUNT)) errors.unitAmount = M.amountTooLarge;
  return errors;
}

export interface ScheduleErrors {
  deposit?: string;
  balanceDue?: string;
  /** Instalments row by row. */
  instalments: Record<number, { percent?: string; due?: string }>;
  /** The rows together: their count, or their sum. */
  instalmentsTotal?: string;
}

export const scheduleHasErrors = (e: ScheduleErrors) =>
  Boolean(e.deposit || e.balanceDue || e.instalmentsTotal) || Object.keys(e.instalments).length > 0;

/** Σ of the instalments' percents. */
export const instalmentsSum = (list: readonly { percent: number }[]) =>
  list.reduce((sum, i) => sum + (Number.isFinite(i.percent) ? i.percent : 0), 0);

/** What is wrong with the schedule, field by field; `total` is the quote's (a fixed deposit must be less). */
export function scheduleErrors(
  schedule: PaymentSchedule,
  total: number,
  milestones: readonly MilestoneOption[],
): ScheduleErrors {
  const errors: ScheduleErrors = { instalments: {} };
  if (schedule.kind === 'deposit') {
    const { deposit } = schedule;
    if (deposit.type === 'percent') {
      if (!isInt(deposit.percent, 1, 99)) errors.deposit = M.depositPercentInvalid;
    } else if (!isInt(deposit.amount, 1, MAX_AMOUNT)) errors.deposit = M.depositAmountInvalid;
    else if (total > 0 && deposit.amount >= total) errors.deposit = M.depositTooLarge;
    errors.balanceDue = dueRuleError(schedule.balanceDue, milestones);
  }
  if (schedule.kind === 'instalments') {
    const list = schedule.instalments;
    list.forEach((item, i) => {
      const row: { percent?: string; due?: string } = {};
      if (!isInt(item.percent, 1, 100)) row.percent = M.instalmentPercentInvalid;
      row.due = dueRuleError(item.due, milestones);
      if (row.percent || row.due) errors.instalments[i] = row;
    });
    if (list.length < PAYMENT_LIMITS.instalmentsMin || list.length > PAYMENT_LIMITS.instalmentsMax)
      errors.instalmentsTotal = M.instalmentsCount;
    else if (instalmentsSum(list) !== 100) errors.instalmentsTotal = M.instalmentsSum;
  }
  if (!errors.balanceDue) delete errors.balanceDue;
  return errors;
}

export interface StageSummary {
  quote: Quote;
  /** The schedule's installments; null while the schedule has a problem (its amounts would mislead). */
  plan: Installment[] | null;
  /** Paying everything at once instead, when the client may choose it. */
  full: Installment | null;
}

/** The stage priced with the workspace's rates, and what the client pays when. */
export function summarize(
  config: StagePaymentConfig,
  pricing: PricingContext,
  milestones: readonly MilestoneOption[],
): StageSummary {
  const lines = config.lines.filter((line) => Object.keys(lineErrors(line)).length === 0);
  const quote = quoteStage({ lines }, pricing);
  if (scheduleHasErrors(scheduleErrors(config.schedule, quote.total, milestones))) {
    return { quote, plan: null, full: null };
  }
  const plan = planInstallments(config.schedule, quote);
  const offersFull = config.schedule.kind !== 'full' && choicesFor(config.schedule).includes('full');
  return { quote, plan, full: offersFull ? (planInstallments(config.schedule, quote, 'full')[0] ?? null) : null };
}
