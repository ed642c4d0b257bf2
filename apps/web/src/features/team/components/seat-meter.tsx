import { cn } from '../../../lib/cn';
import { seatsLabel } from '../lib/team-display';

/** '3 of 10 seats used', over a thin bar that turns amber once every seat is taken. */
export function SeatMeter({ used, max }: { used: number; max: number }) {
  const full = used >= max;
  return (
    <div className="flex items-center gap-3">
      <p className="text-sm text-slate-600 tabular-nums">{seatsLabel(used, max)}</p>
      <span aria-hidden="true" className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-100">
        <span
          className={cn('block h-full rounded-full', full ? 'bg-amber-500' : 'bg-primary-500')}
          style={{ width: `${Math.min(100, (used / Math.max(max, 1)) * 100)}%` }}
        />
      </span>
    </div>
  );
}
