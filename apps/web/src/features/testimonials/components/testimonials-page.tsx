import { TESTIMONIAL_MESSAGES } from '@bloom/core';
import { CircleAlert, MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from './testimonial-card';

/** /testimonials: what clients wrote at the end of their journey, newest first. */
export function TestimonialsPage() {
  const query = useTestimonials();
  const testimonials = query.data?.pages.flatMap((p) => p.testimonials) ?? [];
  return (
    <>
      <PageHeader title={TESTIMONIAL_MESSAGES.title} description={TESTIMONIAL_MESSAGES.description} />
      {query.isError && !query.data ? (
        <EmptyState
          icon={CircleAlert}
          title={TESTIMONIAL_MESSAGES.loadFailed}
          description={`${query.error.message} Check your connection and try again.`}
          action={
            <Button onClick={() => void query.refetch()} busy={query.isFetching} busyText="Retrying...">
              Try again
            </Button>
          }
        />
      ) : !query.data ? (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true" aria-label="Loading testimonials">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="space-y-4 p-6">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-4 w-40" />
            </Card>
          ))}
        </div>
      ) : testimonials.length === 0 ? (
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
          <ul className="grid gap-4 md:grid-cols-2">
            {testimonials.map((t) => (
              <li key={t.id} className="flex">
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                busy={query.isFetchingNextPage}
                busyText="Loading..."
              >
                {TESTIMONIAL_MESSAGES.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
