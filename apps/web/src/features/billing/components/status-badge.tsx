import type { SubscriptionStatus } from '@bloom/core';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

const LABELS: Record<SubscriptionStatus, string> = {
  not_started: 'Not started',
  incomplete: 'Incomplete',
  incomplete_expired: 'Checkout expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  paused: 'Paused',
};

const TONES: Record<SubscriptionStatus, string> = {
  not_started: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  incomplete: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  incomplete_expired: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  trialing: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  past_due: 'bg-red-50 text-red-800 ring-red-600/25',
  unpaid: 'bg-red-50 text-red-800 ring-red-600/25',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  paused: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A subscription status as a coloured pill; `data-status` keeps the raw value for tests and tools. */
export function StatusBadge({
  status,
  className,
  ...props
}: { status: SubscriptionStatus | null } & ComponentProps<'span'>) {
  const key = status ?? 'not_started';
  return (
    <span
      data-status={status ?? 'none'}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[key],
        className,
      )}
      {...props}
    >
      {status ? LABELS[key] : 'No subscription'}
    </span>
  );
}
