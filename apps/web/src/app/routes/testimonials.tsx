import { MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Testimonials"
        description="Review what clients say about working with you and choose what to publish."
      />
      <EmptyState
        icon={MessageSquareQuote}
        title="No testimonials yet"
        description="End a journey with a testimonial stage and clients are asked for one as soon as they finish."
        action={
          <Button asChild variant="secondary">
            <Link to="/journeys">View journeys</Link>
          </Button>
        }
      />
    </>
  );
}
