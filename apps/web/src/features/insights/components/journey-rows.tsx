import type { JourneyInsightsRow } from '@bloom/core';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatPercentile, formatRate, plural } from '../insights-format';

/** One row per journey: completion rate, median time, where clients stop; each opens that journey's Insights. */
export function JourneyRows({ rows }: { rows: JourneyInsightsRow[] }) {
  const headingId = useId();
  // The journey's Insights open on the same period and clients.
  const { search } = useLocation();
  const to = (row: JourneyInsightsRow) => `/journeys/${encodeURIComponent(row.id)}/insights${search}`;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          By journey
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Every journey with clients in this view. Open one to see its funnel.
        </p>
      </div>

      {/* Wide screens: a table. */}
      <table className="hidden w-full border-collapse text-sm text-slate-800 sm:table">
        <thead>
          <tr className="border-b border-slate-100 bg-slate-50 text-xs font-semibold text-slate-600">
            <th scope="col" className="py-2 pr-3 pl-6 text-left">
              Journey
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Clients
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Completion rate
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Median time
            </th>
            <th scope="col" className="py-2 pr-6 pl-3 text-left">
              Most are waiting on
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <th scope="row" className="py-3 pr-3 pl-6 text-left font-medium">
                <Link to={to(row)} className="text-primary-700 hover:underline">
                  {row.name}
                </Link>
              </th>
              <td className="px-3 py-3 text-right tabular-nums">{row.invited}</td>
              <td className="px-3 py-3">
                <Rate rate={row.completionRate} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                {formatPercentile(row.medianSecondsToComplete, row.completed, 'No one finished yet')}
              </td>
              <td className="py-3 pr-6 pl-3">
                {row.stopStage ? (
                  <>
                    {row.stopStage.name}{' '}
                    <span className="text-slate-500">({plural(row.stopStage.waiting, 'client')})</span>
                  </>
                ) : (
                  <span className="text-slate-500">Nobody waiting</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {/* Phones: one card-like row per journey. */}
      <ul className="divide-y divide-slate-100 sm:hidden">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={to(row)} className="flex items-center gap-3 px-5 py-4">
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="truncate font-medium text-primary-700">{row.name}</p>
                <Rate rate={row.completionRate} />
                <p className="text-xs text-slate-600">
                  {plural(row.invited, 'client')} ·{' '}
                  {formatPercentile(row.medianSecondsToComplete, row.completed, 'no one finished yet')}
                </p>
                {row.stopStage ? (
                  <p className="text-xs text-amber-800">Most are waiting on {row.stopStage.name}</p>
                ) : null}
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The rate as text, with a small bar beside it. */
function Rate({ rate }: { rate: number | null }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-10 text-sm font-semibold text-slate-900 tabular-nums">{formatRate(rate)}</span>
      <span aria-hidden="true" className="h-1.5 w-24 rounded-full bg-slate-100">
        <span
          className="block h-full rounded-full bg-primary-500"
          style={{ width: `${Math.round((rate ?? 0) * 100)}%` }}
        />
      </span>
    </span>
  );
}
