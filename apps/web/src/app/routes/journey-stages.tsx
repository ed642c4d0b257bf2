import { Layers } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Edit Stages"
        description="Arrange the stages, their form fields and the welcome message shown at the top of your clients' portal."
        back={{ to: `/journeys/${encodeURIComponent(id)}`, label: 'Back to journey' }}
      />
      <EmptyState
        icon={Layers}
        title="No stages yet"
        description="Each stage is a step your client completes: a questionnaire, a milestone with deliverables, or a testimonial request."
      />
    </>
  );
}
