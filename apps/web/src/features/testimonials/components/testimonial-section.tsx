import { TESTIMONIAL_MESSAGES, TESTIMONIAL_STATUS_LABELS, type TestimonialStatus } from '@bloom/core';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MorePages } from '../../../components/ui/list-page';
import { Skeleton } from '../../../components/ui/skeleton';
import type { useTestimonialSection } from '../api/get-testimonials';
import { TestimonialCard } from './testimonial-card';

const DOT: Record<TestimonialStatus, string> = {
  pending: 'bg-amber-400',
  approved: 'bg-teal-500',
  rejected: 'bg-slate-400',
};

/** One status's heading, cards and 'Load more'; it loads and fails on its own. */
export function TestimonialSection({
  status,
  count,
  query,
}: {
  status: TestimonialStatus;
  count: number | undefined;
  query: ReturnType<typeof useTestimonialSection>;
}) {
  const headingId = `testimonials-${status}-heading`;
  const testimonials = query.data?.pages.flatMap((p) => p.testimonials) ?? [];
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <div className="mb-3 flex items-center gap-2">
        <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status]}`} />
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {TESTIMONIAL_STATUS_LABELS[status]}
        </h2>
        {count !== undefined ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
            {count}
          </span>
        ) : null}
      </div>
      {query.isError && !query.data ? (
        <Card className="flex flex-wrap items-center gap-3 p-4 text-sm text-slate-700" role="alert">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-600" />
          <span className="min-w-0 flex-1">
            {TESTIMONIAL_MESSAGES.loadFailed}. {query.error.message}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            Try again
          </Button>
        </Card>
      ) : !query.data ? (
        <SectionSkeleton label={`Loading ${TESTIMONIAL_STATUS_LABELS[status].toLowerCase()} testimonials`} />
      ) : testimonials.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {TESTIMONIAL_MESSAGES.sectionEmpty[status]}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {testimonials.map((t) => (
              <li key={t.id} className="flex">
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
          <MorePages query={query} label={TESTIMONIAL_MESSAGES.loadMore} className="mt-4" />
        </>
      )}
    </section>
  );
}

export function SectionSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i} className="space-y-4 p-6">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-8 w-48" />
        </Card>
      ))}
    </div>
  );
}
