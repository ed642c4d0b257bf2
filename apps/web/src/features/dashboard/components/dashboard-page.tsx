import { Inbox, MessageSquareQuote, Users } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { firstName, useSession } from '../../../lib/session';
import { FirstClientPanel } from './first-client-panel';
import { StatCard } from './stat-card';
import { SubscriptionBanner } from './subscription-banner';

export function DashboardPage() {
  const { data: session } = useSession();
  const name = firstName(session?.user.name);
  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Welcome back'}
        description="Here's how your clients are getting on."
        documentTitle="Dashboard"
      />
      <SubscriptionBanner />
      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-3">
        <StatCard to="/clients" label="Active Clients" value={0} icon={Users} />
        <StatCard to="/submissions" label="Submissions" value={0} icon={Inbox} />
        <StatCard to="/testimonials" label="Testimonials" value={0} icon={MessageSquareQuote} />
      </section>
      <div className="mt-8">
        <FirstClientPanel />
      </div>
    </>
  );
}
