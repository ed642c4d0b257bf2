import { Building2 } from 'lucide-react';
import { useSession } from '../../../api/session';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  const { data: session } = useSession();
  return (
    <>
      <PageHeader title="Workspace" description="Your workspace name and the time zone used for dates and reminders." />
      <EmptyState
        icon={Building2}
        title={session?.workspace.name ?? 'Your workspace'}
        description="This is the name clients see at the top of their portal and in the emails you send them."
      />
    </>
  );
}
