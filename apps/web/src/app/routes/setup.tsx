import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Let's Get Started"
        description="Set up your workspace in a few minutes: add your branding, pick a journey and invite your first client."
      />
      <EmptyState
        icon={Sparkles}
        title="Start with your brand"
        description="Add your logo and colour first, so every portal you share looks like yours from the very first link."
        action={
          <>
            <Button asChild>
              <Link to="/settings/branding">Set up branding</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
