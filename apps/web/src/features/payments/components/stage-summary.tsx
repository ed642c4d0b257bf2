import { type DueRule, formatAmount, formatRate, type Installment, PAYMENT_MESSAGES } from '@bloom/core';
import type { ReactNode } from 'react';
import { formatDay } from '../payment-format';
import { PAYMENTS_UI as M } from '../payments-messages';
import type { MilestoneOption, StageSummary } from '../stage-form';

/** When an installment is due, as the owner reads it before any client started paying. */
export function dueText(rule: DueRule, milestones: readonly MilestoneOption[]): string {
  switch (rule.on) {
    case 'now':
      return 'When they reach this stage';
    case 'days':
      return rule.days === 1 ? '1 day after they start paying' : `${rule.days} days after they start paying`;
    case 'date':
      return rule.date ? `On ${formatDay(rule.date)}` : 'On a date';
    case 'milestone': {
      const stage = milestones.find((m) => m.id === rule.stageId);
      return stage ? PAYMENT_MESSAGES.dueWhenApproved(stage.name) : 'When a milestone is approved';
    }
  }
}

/**
 * The live summary beside the editor: subtotal, tax per rate, total (core's quoteStage), and what
 * the client pays when (core's planInstallments), in the workspace's currency.
 */
export function StageSummaryCard({
  summary,
  milestones,
  showTaxes,
}: {
  summary: StageSummary;
  milestones: readonly MilestoneOption[];
  /** Off when the workspace's rates could not be read: the taxes would be guesses. */
  showTaxes: boolean;
}) {
  const { quote, plan, full } = summary;
  const money = (amount: number) => formatAmount(amount, quote.currency);
  const taxed = quote.taxes.filter((g) => g.taxRateId !== null);

  return (
    <section aria-label={M.summaryTitle} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h5 className="text-sm font-semibold text-slate-900">{M.summaryTitle}</h5>
      <dl className="mt-3 space-y-1.5 text-sm">
        <Row label={M.subtotal} value={money(quote.subtotal)} />
        {showTaxes
          ? taxed.map((g) => (
              <Row
                key={g.taxRateId}
                label={M.taxLine(g.name ?? '', formatRate(g.rate).replace(' %', ''))}
                value={money(g.tax)}
              />
            ))
          : null}
        <div className="border-t border-slate-100 pt-1.5">
          <Row label={M.total} value={money(quote.total)} strong />
        </div>
      </dl>
      {quote.pricesIncludeTax && showTaxes && taxed.length > 0 ? (
        <p className="mt-1 text-xs text-slate-500">{M.pricesIncludeTaxNote}</p>
      ) : null}
      {plan && plan.length > 1 ? (
        <>
          <h6 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{M.scheduleLegend}</h6>
          <ol className="mt-2 space-y-2 text-sm">
            {plan.map((installment) => (
              <InstallmentRow key={installment.index} installment={installment} money={money}>
                {dueText(installment.due, milestones)}
              </InstallmentRow>
            ))}
          </ol>
        </>
      ) : null}
      {full ? <p className="mt-3 text-sm text-slate-600">{M.orFull(money(full.amount))}</p> : null}
    </section>
  );
}

function InstallmentRow({
  installment,
  money,
  children,
}: {
  installment: Installment;
  money: (amount: number) => string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-3">
      <span className="min-w-0">
        <span className="block font-medium text-slate-800">{installment.label}</span>
        <span className="block text-xs text-slate-500">{children}</span>
      </span>
      <span className="shrink-0 font-medium text-slate-900 tabular-nums">{money(installment.amount)}</span>
    </li>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={strong ? 'font-semibold text-slate-900 tabular-nums' : 'text-slate-800 tabular-nums'}>{value}</dd>
    </div>
  );
}
