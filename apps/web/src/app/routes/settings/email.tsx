import { Mail } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Email"
        description="The invitation that sends clients their portal link, and reminders about steps still to do."
      />
      <EmptyState
        icon={Mail}
        title="Using the standard invitation"
        description="Clients get a friendly invitation with their portal link. Their name, project name and link are filled in for you."
      />
    </>
  );
}
