import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

interface StatCardProps {
  to: string;
  label: string;
  value: number;
  icon: LucideIcon;
}

export function StatCard({ to, label, value, icon: Icon }: StatCardProps) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow duration-150 hover:shadow-md sm:p-6"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="block text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 text-slate-400 transition-transform duration-150 group-hover:translate-x-0.5"
      />
    </Link>
  );
}
