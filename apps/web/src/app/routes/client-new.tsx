import { Route } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Add Client"
        description="Create a project for a client, choose the journey they follow and get their portal link."
        back={{ to: '/clients', label: 'Back to Clients' }}
      />
      <EmptyState
        icon={Route}
        title="Choose a journey first"
        description="Every client follows a journey. Create one from a template, then come back to add your client."
        action={
          <Button asChild>
            <Link to="/journeys">Browse journeys</Link>
          </Button>
        }
      />
    </>
  );
}
