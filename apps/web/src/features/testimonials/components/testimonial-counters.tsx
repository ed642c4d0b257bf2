import {
  TESTIMONIAL_STATUS_LABELS,
  TESTIMONIAL_STATUSES,
  type TestimonialCounts,
  type TestimonialStatus,
} from '@bloom/core';
import { CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

const LOOK: Record<TestimonialStatus, { icon: LucideIcon; tint: string }> = {
  pending: { icon: Hourglass, tint: 'bg-amber-50 text-amber-700' },
  approved: { icon: CircleCheck, tint: 'bg-teal-50 text-teal-700' },
  rejected: { icon: CircleX, tint: 'bg-slate-100 text-slate-600' },
};

/** Pending, Approved and Rejected totals of the whole workspace (not just the pages loaded). */
export function TestimonialCounters({ counts }: { counts: TestimonialCounts }) {
  return (
    <dl aria-label="Testimonial counts" className="mb-8 grid grid-cols-3 gap-3 sm:gap-4">
      {TESTIMONIAL_STATUSES.map((status) => {
        const { icon: Icon, tint } = LOOK[status];
        return (
          <div key={status} className="rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:p-5">
            <dt className="flex items-center gap-2 text-xs font-medium text-slate-600 sm:text-sm">
              <span className={cn('hidden size-7 items-center justify-center rounded-lg sm:flex', tint)}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {TESTIMONIAL_STATUS_LABELS[status]}
            </dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:mt-2 sm:text-3xl">
              {counts[status]}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
