import { TESTIMONIAL_MESSAGES, TESTIMONIAL_STATUSES } from '@bloom/core';
import { MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTestimonialCounts, useTestimonialSection } from '../api/get-testimonials';
import { TestimonialCounters } from './testimonial-counters';
import { SectionSkeleton, TestimonialSection } from './testimonial-section';

/** /testimonials: counters, then Pending, Approved and Rejected, each paged on its own. */
export function TestimonialsPage() {
  const queries = {
    pending: useTestimonialSection('pending'),
    approved: useTestimonialSection('approved'),
    rejected: useTestimonialSection('rejected'),
  };
  const countsQuery = useTestimonialCounts();
  const counts = countsQuery.data;
  const all = [countsQuery, ...TESTIMONIAL_STATUSES.map((s) => queries[s])];
  const failed = countsQuery.isError && !counts;

  return (
    <>
      <PageHeader title={TESTIMONIAL_MESSAGES.title} description={TESTIMONIAL_MESSAGES.description} />
      {failed ? (
        <LoadError
          query={{
            error: countsQuery.error,
            isFetching: all.some((q) => q.isFetching),
            refetch: () => all.forEach((q) => void q.refetch()),
          }}
          title={TESTIMONIAL_MESSAGES.loadFailed}
        />
      ) : !counts ? (
        <PageSkeleton />
      ) : counts.pending + counts.approved + counts.rejected === 0 ? (
        <EmptyState
          icon={MessageSquareQuote}
          title={TESTIMONIAL_MESSAGES.empty}
          description={TESTIMONIAL_MESSAGES.emptyDetail}
          action={
            <Button asChild variant="secondary">
              <Link to="/journeys">View journeys</Link>
            </Button>
          }
        />
      ) : (
        <>
          <TestimonialCounters counts={counts} />
          <div className="space-y-10">
            {TESTIMONIAL_STATUSES.map((status) => (
              <TestimonialSection key={status} status={status} count={counts[status]} query={queries[status]} />
            ))}
          </div>
        </>
      )}
    </>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy="true">
      <div className="mb-8 grid grid-cols-3 gap-3 sm:gap-4">
        {TESTIMONIAL_STATUSES.map((s) => (
          <Card key={s} className="space-y-3 p-3 sm:p-5">
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-8 w-10" />
          </Card>
        ))}
      </div>
      <Skeleton className="mb-3 h-6 w-28" />
      <SectionSkeleton label="Loading testimonials" />
    </div>
  );
}
