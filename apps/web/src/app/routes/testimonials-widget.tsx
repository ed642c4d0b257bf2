import { Code } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Testimonial Widget"
        description="Show your approved testimonials on your own website with one embed snippet, styled in your brand."
      />
      <EmptyState
        icon={Code}
        title="No approved testimonials to show"
        description="Approve testimonials that clients allowed you to publish and they will appear in your widget."
        action={
          <Button asChild variant="secondary">
            <Link to="/testimonials">Review testimonials</Link>
          </Button>
        }
      />
    </>
  );
}
