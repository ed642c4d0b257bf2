import { Globe } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Domain" description="Serve your client portals from a subdomain or from a domain you own." />
      <EmptyState
        icon={Globe}
        title="No custom domain connected"
        description="Portals use your Bloom address until you connect a domain of your own."
      />
    </>
  );
}
