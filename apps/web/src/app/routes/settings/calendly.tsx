import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Calendly"
        description="Show your booking link in client portals so clients can schedule a call in one click."
        back={{ to: '/settings/integrations', label: 'Back to Integrations' }}
      />
      <EmptyState
        icon={CalendarDays}
        title="No Calendly link added"
        description="Once you add your Calendly link, it appears in every client portal."
      />
    </>
  );
}
