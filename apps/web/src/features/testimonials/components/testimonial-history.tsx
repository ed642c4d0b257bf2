import type { TestimonialEventAction, TestimonialEventDto } from '@bloom/core';
import { Check, History, type LucideIcon, Pencil, PenLine, X } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../lib/cn';
import { formatDateTime, historyLine } from '../testimonial-format';

const LOOK: Record<TestimonialEventAction, { icon: LucideIcon; tint: string }> = {
  submitted: { icon: PenLine, tint: 'bg-orange-50 text-orange-700 ring-orange-200' },
  edited: { icon: Pencil, tint: 'bg-orange-50 text-orange-700 ring-orange-200' },
  approved: { icon: Check, tint: 'bg-teal-50 text-teal-700 ring-teal-200' },
  rejected: { icon: X, tint: 'bg-red-50 text-red-700 ring-red-200' },
};

/** Every write and decision, oldest first, as a timeline. */
export function TestimonialHistory({ history }: { history: TestimonialEventDto[] }) {
  return (
    <SectionCard icon={History} title="History">
      {history.length === 0 ? (
        <p className="px-5 py-5 text-sm text-slate-500 sm:px-6">No history recorded.</p>
      ) : (
        <ol className="px-5 py-5 sm:px-6">
          {history.map((event, i) => {
            const { icon: Icon, tint } = LOOK[event.action];
            const { label, detail } = historyLine(event);
            const last = i === history.length - 1;
            return (
              <li key={i} className="relative flex gap-3 pb-5 last:pb-0">
                {last ? null : (
                  <span aria-hidden="true" className="absolute top-8 bottom-0 left-3.5 w-px bg-slate-200" />
                )}
                <span
                  aria-hidden="true"
                  className={cn('flex size-7 shrink-0 items-center justify-center rounded-full ring-1', tint)}
                >
                  <Icon className="size-3.5" />
                </span>
                <div className="min-w-0 pt-0.5 text-sm">
                  <p className="font-medium text-slate-900">{label}</p>
                  <p className="text-slate-500">
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  </p>
                  {detail ? <p className="mt-0.5 text-slate-600">{detail}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
