import { WEBHOOK_EVENT_LABELS, type WebhookEndpointDto } from '@bloom/core';
import { ChevronDown, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GhostDestructiveButton } from '../../../components/ui/destructive-button';
import { Switch } from '../../../components/ui/toggle-switch';
import { formatOwnerDateTime } from '../../../lib/owner-dates';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useUpdateWebhookEndpoint } from '../api/webhook-endpoints';
import { displayUrl, endpointStatus } from '../lib/webhook-display';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { MaskedSecret, RevealedSecret } from './webhook-secret-field';

/**
 * One endpoint: where it points, the events it gets, on or off (and why deliveries turned it off,
 * with 'Re-enable'), its signing secret (shown once after creating or rotating), and its log.
 */
export function WebhookEndpointCard({
  endpoint,
  secret,
  onSecret,
  onEdit,
}: {
  endpoint: WebhookEndpointDto;
  /** The secret just answered for this endpoint, until the owner says they saved it. */
  secret: string | undefined;
  onSecret: (secret: string | undefined) => void;
  onEdit: () => void;
}) {
  const headingId = useId();
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const status = endpointStatus(endpoint);

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, patch: { enabled } },
      {
        onSuccess: () => toast.success(enabled ? 'Endpoint turned on' : 'Endpoint turned off'),
        onError: (e) => toast.error(e.message || 'Could not save. Please try again.'),
      },
    );

  const doRotate = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (answer) => {
        onSecret(answer.secret);
        setConfirm(null);
        toast.success('New signing secret created');
      },
      onError: (e) => toast.error(e.message || 'Could not rotate the secret. Please try again.'),
    });

  const doDelete = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        setConfirm(null);
        toast.success('Endpoint deleted');
      },
      onError: (e) => toast.error(e.message || 'Could not delete the endpoint. Please try again.'),
    });

  return (
    <Card className="overflow-hidden" aria-labelledby={headingId} role="region">
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-slate-900">
                {displayUrl(endpoint.url)}
              </h2>
              <Badge tone={status.tone}>{status.label}</Badge>
              {endpoint.source === 'api' ? <Badge tone="purple">Added by an app</Badge> : null}
            </div>
            {endpoint.description ? <p className="text-sm text-slate-600">{endpoint.description}</p> : null}
          </div>
          <Switch
            checked={endpoint.enabled}
            onCheckedChange={setEnabled}
            disabled={update.isPending}
            aria-label={`Send events to ${displayUrl(endpoint.url)}`}
          />
        </div>

        <ul aria-label="Events" className="flex flex-wrap gap-1.5">
          {endpoint.events.map((event) => (
            <li key={event}>
              <Badge>{WEBHOOK_EVENT_LABELS[event]}</Badge>
            </li>
          ))}
        </ul>

        {status.reason && endpoint.enabled ? (
          <Alert tone="warning" title="Deliveries are failing">
            <p>{status.reason}</p>
          </Alert>
        ) : null}
        {status.reason && !endpoint.enabled ? (
          <Alert tone="warning" title={status.reason}>
            <p>Fix the receiver, then turn the endpoint back on. New events are sent from then on.</p>
            <Button
              size="sm"
              className="mt-3"
              onClick={() => setEnabled(true)}
              busy={update.isPending}
              busyText="Turning on..."
            >
              Re-enable
            </Button>
          </Alert>
        ) : null}

        {secret ? <RevealedSecret secret={secret} onDone={() => onSecret(undefined)} /> : <MaskedSecret />}
        {endpoint.previousSecretExpiresAt ? (
          <p className="text-xs text-slate-600">
            The previous secret also signs deliveries until {formatOwnerDateTime(endpoint.previousSecretExpiresAt)}.
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((o) => !o)}
          >
            <ChevronDown
              aria-hidden="true"
              className={logOpen ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
            />
            Delivery log
          </Button>
          <Button variant="ghost" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirm('rotate')}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Rotate secret
          </Button>
          <GhostDestructiveButton size="sm" onClick={() => setConfirm('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </GhostDestructiveButton>
        </div>
      </div>
      {logOpen ? (
        <div id={logId} className="border-t border-slate-200 bg-slate-50/50 p-5 sm:p-6">
          <WebhookDeliveryLog endpointId={endpoint.id} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        onConfirm={doRotate}
        variant="warning"
        title="Rotate the signing secret?"
        message="You get a new secret to copy into your receiver. For the next 24 hours every delivery is signed with both the old and the new secret, so nothing fails while you switch over; after that only the new one works."
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        busyLabel="Rotating..."
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        onConfirm={doDelete}
        title="Delete this endpoint?"
        message={`Events stop going to ${displayUrl(endpoint.url)} and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete endpoint"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </Card>
  );
}
