import { type LandingRow, PLAN_IDS, type PlanId, type RateEstimate } from '@bloom/core';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatCount, planLabel, rateParts, variantLabel } from '../landing-report-format';
import { VARIANT_STYLE } from './daily-chart';

const COUNT_HEADERS = ['Visits', 'Visitors', 'CTA clicks', 'Sign-ups', 'Subscribers'] as const;
const RATE_HEADERS = [
  { label: 'Click rate', hint: 'visitors who clicked' },
  { label: 'Sign-up rate', hint: 'visitors who signed up' },
  { label: 'Subscribe rate', hint: 'sign-ups now paying or trialing' },
] as const;

const th = 'px-3 py-2.5 text-right align-bottom text-xs font-semibold text-slate-600';
const td = 'px-3 py-2.5 text-right whitespace-nowrap tabular-nums';
/** The first column: left-aligned and kept in view while the rest scrolls. */
const firstCol = 'sticky left-0 z-10 py-2.5 pr-3 pl-4 text-left whitespace-nowrap sm:pl-6';

/** A wide table that scrolls sideways inside its card on a phone, with the first column kept in view. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[52rem] border-collapse text-sm text-slate-800">{children}</table>
    </section>
  );
}

function HeaderRow({ first }: { first: string }) {
  return (
    <tr className="border-b border-slate-200 bg-slate-50">
      <th scope="col" className={cn(firstCol, 'bg-slate-50 align-bottom text-xs font-semibold text-slate-600')}>
        {first}
      </th>
      {COUNT_HEADERS.map((h) => (
        <th key={h} scope="col" className={cn(th, 'whitespace-nowrap')}>
          {h}
        </th>
      ))}
      {RATE_HEADERS.map((h) => (
        <th key={h.label} scope="col" className={cn(th, 'w-32')}>
          {h.label}
          <span className="block font-normal text-slate-500">{h.hint}</span>
        </th>
      ))}
    </tr>
  );
}

function RateCell({ estimate }: { estimate: RateEstimate }) {
  const parts = rateParts(estimate);
  return (
    <td className={td}>
      {parts ? (
        <>
          <span className="block font-medium text-slate-900">{parts.value}</span>{' '}
          <span className="block text-xs text-slate-500">{parts.interval}</span>
        </>
      ) : (
        <span className="text-slate-400">–</span>
      )}
    </td>
  );
}

function VariantName({ row }: { row: LandingRow }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: VARIANT_STYLE[row.variant].color }}
      />
      {variantLabel(row.variant)}
    </span>
  );
}

function DataCells({ row }: { row: LandingRow }) {
  return (
    <>
      <td className={td}>{formatCount(row.visits)}</td>
      <td className={td}>{formatCount(row.sessions)}</td>
      <td className={td}>{formatCount(row.clicks)}</td>
      <td className={td}>{formatCount(row.signUps)}</td>
      <td className={td}>{formatCount(row.subscribers)}</td>
      <RateCell estimate={row.rates.click} />
      <RateCell estimate={row.rates.signUp} />
      <RateCell estimate={row.rates.subscribe} />
    </>
  );
}

/** Each variant over all plans; the leader of the overall verdict is marked. */
export function VariantTable({ rows, best }: { rows: readonly LandingRow[]; best: string | null }) {
  return (
    <ScrollTable label="Variants over all plans">
      <thead>
        <HeaderRow first="Variant" />
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.variant} className="hover:bg-slate-50/60">
            <th scope="row" className={cn(firstCol, 'bg-white font-medium')}>
              <span className="inline-flex items-center gap-2">
                <VariantName row={row} />
                {row.variant === best ? <Badge tone="primary">Leading</Badge> : null}
              </span>
            </th>
            <DataCells row={row} />
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Every plan × variant, a group of rows per plan; variants without visitors or sign-ups are dimmed. */
export function PlanTable({ rows }: { rows: readonly LandingRow[] }) {
  const byPlan = (plan: PlanId) => rows.filter((r) => r.plan === plan);
  return (
    <ScrollTable label="Variants per plan">
      <thead>
        <HeaderRow first="Plan · variant" />
      </thead>
      {PLAN_IDS.map((plan) => (
        <tbody key={plan} className="divide-y divide-slate-100 border-t border-slate-200">
          <tr className="bg-slate-50/70">
            <th
              scope="rowgroup"
              colSpan={9}
              className="sticky left-0 px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase sm:px-6"
            >
              {planLabel(plan)}
            </th>
          </tr>
          {byPlan(plan).map((row) => (
            <tr
              key={row.variant}
              className={cn('hover:bg-slate-50/60', row.sessions === 0 && row.signUps === 0 && 'text-slate-500')}
            >
              <th scope="row" className={cn(firstCol, 'bg-white font-medium')}>
                <span className="sr-only">{planLabel(plan)}, </span>
                <VariantName row={row} />
              </th>
              <DataCells row={row} />
            </tr>
          ))}
        </tbody>
      ))}
    </ScrollTable>
  );
}
