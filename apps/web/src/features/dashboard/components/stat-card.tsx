import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

interface StatCardProps {
  to: string;
  label: string;
  /** undefined while loading. */
  value: number | undefined;
  icon: LucideIcon;
  /** 'alert': a number that asks for attention (overdue clients), its icon tinted red. */
  tone?: 'alert';
}

export function StatCard({ to, label, value, icon: Icon, tone }: StatCardProps) {
  return (
    <Link
      to={to}
      aria-busy={value === undefined || undefined}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-shadow duration-150 hover:shadow-md sm:p-6 motion-reduce:transition-none"
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-xl max-sm:hidden',
          tone === 'alert' ? 'bg-red-50 text-red-700' : 'bg-primary-50 text-primary-700',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {/* On a phone the number comes first, so the tiles line up when a label wraps. */}
      <span className="flex min-w-0 flex-1 flex-col-reverse sm:flex-col">
        <span className="block text-xs font-medium text-slate-600 sm:text-sm">{label}</span>
        {value === undefined ? (
          <Skeleton className="mt-1.5 h-7 w-12" />
        ) : (
          <span className="block text-2xl font-semibold tracking-tight sm:text-3xl text-slate-900 tabular-nums">
            {value}
          </span>
        )}
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 text-slate-400 transition-transform max-sm:hidden duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </Link>
  );
}
