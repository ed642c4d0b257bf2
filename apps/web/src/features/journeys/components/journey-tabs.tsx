import { ChartNoAxesColumn, LayoutList } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export type JourneyTab = 'overview' | 'insights';

/** Overview | Insights: links, so each tab has its own address (/journeys/{id}, /journeys/{id}/insights). */
export function JourneyTabs({ journeyId, active }: { journeyId: string; active: JourneyTab }) {
  const base = `/journeys/${encodeURIComponent(journeyId)}`;
  const tabs = [
    { tab: 'overview' as const, to: base, label: 'Overview', icon: LayoutList },
    { tab: 'insights' as const, to: `${base}/insights`, label: 'Insights', icon: ChartNoAxesColumn },
  ];
  return (
    <nav aria-label="Journey sections" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-6">
        {tabs.map(({ tab, to, label, icon: Icon }) => (
          <li key={tab}>
            <Link
              to={to}
              aria-current={active === tab ? 'page' : undefined}
              className={cn(
                'inline-flex h-11 items-center gap-2 border-b-2 px-1 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none',
                active === tab
                  ? 'border-primary-600 text-primary-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
