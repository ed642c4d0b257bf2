import { Route } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Client Journeys"
        description="Reusable workflows of stages and forms that every client moves through, from onboarding to testimonial."
      />
      <EmptyState
        icon={Route}
        title="No journeys yet"
        description="Build a journey once (onboarding questions, milestone deliverables and a testimonial request) and reuse it for every client."
        action={
          <Button asChild>
            <Link to="/setup">Start from a template</Link>
          </Button>
        }
      />
    </>
  );
}
