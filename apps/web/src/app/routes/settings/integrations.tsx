import { Plug } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect Bloom to the tools you already use: Calendly, webhooks for Zapier-style automations and API keys."
      />
      <EmptyState
        icon={Plug}
        title="No integrations connected"
        description="Start with Calendly so clients can book a call with you straight from their portal."
        action={
          <Button asChild variant="secondary">
            <Link to="/settings/integrations/calendly">Connect Calendly</Link>
          </Button>
        }
      />
    </>
  );
}
