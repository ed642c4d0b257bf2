import { MessageSquareQuote } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Testimonial"
        description="Read the full testimonial and decide whether to approve it for publishing."
        back={{ to: '/testimonials', label: 'Back to Testimonials' }}
      />
      <EmptyState
        icon={MessageSquareQuote}
        title="Nothing to review"
        description="This testimonial has no content to show."
      />
    </>
  );
}
