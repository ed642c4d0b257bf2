import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_RETRY_RULE, type WebhookEndpointDto } from '@bloom/core';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { useWebhookEndpoints } from '../api/webhook-endpoints';
import { CappedListPage } from './capped-list-page';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';

/** /settings/integrations/webhooks: the workspace's endpoints, each with its secret and delivery log. */
export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const [dialog, setDialog] = useState<{ endpoint?: WebhookEndpointDto } | null>(null);
  // Secrets just answered by the server, by endpoint id: in memory only, gone once dismissed.
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const setSecret = (id: string, secret: string | undefined) =>
    setSecrets(({ [id]: _old, ...rest }) => (secret ? { ...rest, [id]: secret } : rest));
  const list = endpoints.data ?? [];
  const full = list.length >= MAX_WEBHOOK_ENDPOINTS;

  const addButton = (
    <Button onClick={() => setDialog({})} disabled={full}>
      <Plus aria-hidden="true" className="size-4" />
      Add endpoint
    </Button>
  );

  return (
    <>
      <CappedListPage
        title="Webhooks"
        description="Send signed events to Zapier, Make, n8n or your own server when something happens in Bloom."
        query={endpoints}
        errorTitle="We couldn't load your webhooks"
        addButton={addButton}
        skeleton={
          <div className="space-y-4">
            <span className="sr-only">Loading webhook endpoints</span>
            {[0, 1].map((i) => (
              <Card key={i} className="space-y-3 p-5 sm:p-6">
                <Bars bars={['h-5 w-2/3', 'h-4 w-1/3']} />
                <div className="flex gap-2">
                  <Bars bars={['h-6 w-28 rounded-full', 'h-6 w-32 rounded-full']} />
                </div>
              </Card>
            ))}
          </div>
        }
        empty={{
          icon: Webhook,
          title: 'No webhook endpoints yet',
          description:
            'Add a URL and Bloom posts a signed event to it when a client is created, a submission or testimonial arrives, a milestone is reached or a journey is completed.',
        }}
        fullNotice={
          full ? <>A workspace can have at most {MAX_WEBHOOK_ENDPOINTS} endpoints. Delete one to add another.</> : null
        }
      >
        {(list) => (
          <>
            {list.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                secret={secrets[endpoint.id]}
                onSecret={(secret) => setSecret(endpoint.id, secret)}
                onEdit={() => setDialog({ endpoint })}
              />
            ))}
            <p className="text-sm text-slate-600">
              Each delivery carries <code className="font-mono text-xs">webhook-id</code>,{' '}
              <code className="font-mono text-xs">webhook-timestamp</code> and{' '}
              <code className="font-mono text-xs">webhook-signature</code> headers (the Standard Webhooks scheme).{' '}
              {WEBHOOK_RETRY_RULE}
            </p>
          </>
        )}
      </CappedListPage>
      <WebhookEndpointDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        endpoint={dialog?.endpoint}
        onCreated={(endpoint, secret) => setSecret(endpoint.id, secret)}
      />
    </>
  );
}
