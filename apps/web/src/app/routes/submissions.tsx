import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Submissions"
        description="Answers and files from every client, across all your journeys, ready for review."
      />
      <EmptyState
        icon={Inbox}
        title="No submissions yet"
        description="When clients complete a stage in their portal, their answers and uploads land here."
        action={
          <Button asChild variant="secondary">
            <Link to="/clients">View clients</Link>
          </Button>
        }
      />
    </>
  );
}
