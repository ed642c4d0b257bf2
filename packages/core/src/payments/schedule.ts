import { addDays } from './payment-dates';
import { PAYMENT_MESSAGES as M } from './payment-messages';
import type { DueRule, Installment, PaymentSchedule, PlanChoice, Quote, TaxGroup } from './payment-types';
import { mulDivRound } from './quote';

/**
 * A schedule turned into installments of a priced stage. The amounts add up to the quote's total,
 * and each installment carries its share of every tax group, so that the shares of one group over
 * all installments add up to the quote's net and tax of that group, to the unit: a deposit invoice
 * and the final one together charge exactly the quote's tax.
 */

/** The ways a client may pay a schedule; the first is the default. */
export function choicesFor(schedule: PaymentSchedule): PlanChoice[] {
  switch (schedule.kind) {
    case 'full':
      return ['full'];
    case 'deposit':
      return schedule.allowChoice ? ['deposit', 'full'] : ['deposit'];
    case 'instalments':
      return ['instalments'];
  }
}

const NOW: DueRule = { on: 'now' };

interface Share {
  kind: Installment['kind'];
  label: string;
  due: DueRule;
  amount: number;
}

/** The amounts of the schedule for `choice`, before splitting them across the tax groups. */
function shares(schedule: PaymentSchedule, total: number, choice: PlanChoice): Share[] {
  if (choice === 'full' || schedule.kind === 'full') {
    return [{ kind: 'full', label: M.fullLabel, due: NOW, amount: total }];
  }
  if (schedule.kind === 'deposit') {
    const { deposit } = schedule;
    const amount =
      deposit.type === 'percent' ? mulDivRound(total, deposit.percent, 100) : Math.min(deposit.amount, total);
    const percent = deposit.type === 'percent' ? deposit.percent : null;
    return [
      { kind: 'deposit', label: M.depositLabel(percent), due: NOW, amount },
      { kind: 'final', label: M.balanceLabel, due: schedule.balanceDue, amount: total - amount },
    ];
  }
  const list = schedule.instalments;
  let given = 0;
  return list.map((item, i) => {
    // The last takes what the rounding of the others left, so the shares add up to the total. Each
    // share rounds half up on its own, so together they can pass the total (25 in 1 % steps): a
    // share never takes more than is left, and those after it are then nothing (left out).
    const amount =
      i === list.length - 1 ? total - given : Math.min(mulDivRound(total, item.percent, 100), total - given);
    given += amount;
    return {
      kind: i === list.length - 1 ? 'final' : 'instalment',
      label: M.instalmentLabel(i + 1, list.length),
      due: item.due,
      amount,
    };
  });
}

/**
 * `amount` of `remaining` split by largest remainder, proportionally to what is left of each part.
 * No part gets more than is left of it (amount ≤ Σ remaining), and the parts add up to `amount`.
 */
function allocate(amount: number, remaining: readonly number[]): number[] {
  const left = remaining.reduce((s, r) => s + r, 0);
  if (left === 0) return remaining.map(() => 0);
  const big = remaining.map((r) => BigInt(r) * BigInt(amount));
  const out = big.map((b) => Number(b / BigInt(left)));
  const rest = big.map((b, i) => ({ i, rem: b % BigInt(left) }));
  let missing = amount - out.reduce((s, v) => s + v, 0);
  rest.sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i, rem } of rest) {
    if (missing === 0) break;
    if (rem === 0n) continue;
    out[i] = (out[i] ?? 0) + 1;
    missing--;
  }
  return out;
}

/**
 * The installments of `schedule` for the client's `choice` (the schedule's own when omitted).
 * Installments that round to nothing are left out (a 1 % deposit of 0.50); the last one left then
 * is the 'final' one, or 'full' when only one is. Throws when `choice` is not one of choicesFor.
 */
export function planInstallments(schedule: PaymentSchedule, quote: Quote, choice?: PlanChoice): Installment[] {
  const chosen = choice ?? choicesFor(schedule)[0] ?? 'full';
  if (!choicesFor(schedule).includes(chosen)) throw new RangeError(`choice ${chosen} not offered by ${schedule.kind}`);
  let list = shares(schedule, quote.total, chosen).filter((s) => s.amount > 0);
  if (list.length === 0) list = [{ kind: 'full', label: M.fullLabel, due: NOW, amount: quote.total }];
  else if (list.length === 1) list = [{ ...(list[0] as Share), kind: 'full', label: M.fullLabel }];
  else {
    const last = list[list.length - 1] as Share;
    if (last.kind !== 'final') list = [...list.slice(0, -1), { ...last, kind: 'final' }];
  }

  // Net and tax of every group side by side: [net₀, tax₀, net₁, tax₁, …].
  const remaining = quote.taxes.flatMap((g) => [g.net, g.tax]);
  return list.map((share, index) => {
    const parts = index === list.length - 1 ? [...remaining] : allocate(share.amount, remaining);
    parts.forEach((p, i) => {
      remaining[i] = (remaining[i] ?? 0) - p;
    });
    const groups: TaxGroup[] = quote.taxes.map((g, j) => ({
      ...g,
      net: parts[2 * j] ?? 0,
      tax: parts[2 * j + 1] ?? 0,
    }));
    return { index, kind: share.kind, label: share.label, due: share.due, amount: share.amount, groups };
  });
}

export interface DueContext {
  /** The day the plan started (the client chose how to pay), YYYY-MM-DD. */
  startedOn: string;
  /** The workspace's payment terms, counted from a milestone's approval. */
  termsDays: number;
  /** The day the rule's milestone was approved, when it was. */
  milestoneApprovedOn?: string | null;
}

/**
 * The day an installment is due, or null while its milestone is not approved. A 'now' one is due
 * the day it is issued; a fixed date before the plan started counts from the start (an invoice is
 * never due before it is issued).
 */
export function resolveDueDate(rule: DueRule, ctx: DueContext): string | null {
  switch (rule.on) {
    case 'now':
      return ctx.startedOn;
    case 'days':
      return addDays(ctx.startedOn, rule.days);
    case 'date':
      return rule.date < ctx.startedOn ? ctx.startedOn : rule.date;
    case 'milestone':
      return ctx.milestoneApprovedOn ? addDays(ctx.milestoneApprovedOn, ctx.termsDays) : null;
  }
}

/** Whether an installment is issued when the plan starts (a milestone one waits for its approval). */
export const issuedAtStart = (rule: DueRule): boolean => rule.on !== 'milestone';
