import { Package } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Deliverables"
        description="Files, links and notes you share with this client at each milestone of their journey."
        back={{ to: `/clients/${encodeURIComponent(id)}`, label: 'Back to client' }}
      />
      <EmptyState
        icon={Package}
        title="No deliverables yet"
        description="Attach a file, a link or a note to a milestone and your client will find it in their portal."
      />
    </>
  );
}
