import { Activity } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { id = '' } = useParams();
  const base = `/clients/${encodeURIComponent(id)}`;
  return (
    <>
      <PageHeader
        title="Client Details"
        description="This client's portal link, journey progress and everything they have shared with you."
        back={{ to: '/clients', label: 'Back to Clients' }}
      />
      <EmptyState
        icon={Activity}
        title="No activity yet"
        description="Share the portal link with your client. Their progress and answers show up here as they move through the journey."
        action={
          <>
            <Button asChild>
              <Link to={`${base}/deliverables`}>Deliverables</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={`${base}/submissions`}>Submissions</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
