import { ListOrdered } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Journey Details"
        description="The stages of this journey, the welcome message clients see and how often it is used."
        back={{ to: '/journeys', label: 'Back to Journeys' }}
      />
      <EmptyState
        icon={ListOrdered}
        title="No stages in this journey"
        description="Add onboarding questions, milestones and a testimonial request so clients always know what comes next."
        action={
          <Button asChild>
            <Link to={`/journeys/${encodeURIComponent(id)}/stages`}>Edit Stages</Link>
          </Button>
        }
      />
    </>
  );
}
