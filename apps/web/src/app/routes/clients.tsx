import { Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Clients"
        description="Everyone you're working with, their portal links and how far along their journey they are."
        actions={
          <Button asChild>
            <Link to="/clients/new">
              <Plus aria-hidden="true" className="size-4" />
              Add Client
            </Link>
          </Button>
        }
      />
      <EmptyState
        icon={Users}
        title="No clients yet"
        description="Add a client to give them a branded portal link for their journey."
        action={
          <Button asChild variant="secondary">
            <Link to="/clients/new">Add Your First Client</Link>
          </Button>
        }
      />
    </>
  );
}
