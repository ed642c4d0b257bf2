import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Export Testimonials"
        description="Turn a testimonial into an image, a PDF or a card sized for social media."
      />
      <EmptyState
        icon={Download}
        title="Nothing to export yet"
        description="Approve a testimonial first, then export it in the format you need."
        action={
          <Button asChild variant="secondary">
            <Link to="/testimonials">Review testimonials</Link>
          </Button>
        }
      />
    </>
  );
}
