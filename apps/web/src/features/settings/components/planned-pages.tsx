import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PlannedSettingsPage } from './planned-settings-page';

export function DomainSettingsPage() {
  return (
    <PlannedSettingsPage
      title="Domain"
      description="Serve your client portals from a subdomain or from a domain you own."
      icon={Globe}
      plans={[
        'Pick a subdomain of your own for every portal link.',
        'Connect a domain you own, such as portal.yourstudio.com, with its certificate handled for you.',
        'Keep old portal links working after you switch.',
      ]}
      today="portal links use this app's own address. They already carry your name, logo and colours."
      action={
        <Button asChild variant="secondary">
          <Link to="/settings/branding">Edit your branding</Link>
        </Button>
      }
    />
  );
}
