import { Bell } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Notifications" description="Choose which emails you receive about your clients' activity." />
      <EmptyState
        icon={Bell}
        title="All notifications are on"
        description="You get an email for each new client submission, new testimonial and milestone reached, plus a weekly summary."
      />
    </>
  );
}
