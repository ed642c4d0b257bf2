import { Inbox } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Client Submissions"
        description="Everything this client has submitted through their portal, newest first."
        back={{ to: `/clients/${encodeURIComponent(id)}`, label: 'Back to client' }}
      />
      <EmptyState
        icon={Inbox}
        title="No submissions yet"
        description="When your client completes a stage in their portal, their answers appear here."
      />
    </>
  );
}
