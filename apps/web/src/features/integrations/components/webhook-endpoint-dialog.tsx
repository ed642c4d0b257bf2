import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEndpointDto,
  type WebhookEvent,
  webhookEndpointInputSchema,
} from '@bloom/core';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhook-endpoints';

interface Draft {
  url: string;
  description: string;
  events: WebhookEvent[];
}
type DraftErrors = Partial<Record<keyof Draft | 'form', string>>;

/** Messages the server answers about the URL go under the URL field; anything else above the buttons. */
const URL_MESSAGES = new Set<string>([
  WEBHOOK_MESSAGES.urlRequired,
  WEBHOOK_MESSAGES.urlInvalid,
  WEBHOOK_MESSAGES.urlNotHttps,
  WEBHOOK_MESSAGES.urlTooLong,
  WEBHOOK_MESSAGES.urlCredentials,
]);

function checkDraft(draft: Draft): DraftErrors {
  const parsed = webhookEndpointInputSchema.safeParse(draft);
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Draft;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Adds an endpoint, or edits one (`endpoint` given): its URL, a description and the events it
 * wants. Creating answers the signing secret, handed to `onCreated` to show once.
 */
export function WebhookEndpointDialog({
  open,
  onOpenChange,
  endpoint,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  endpoint?: WebhookEndpointDto;
  onCreated?: (endpoint: WebhookEndpointDto, secret: string) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const pending = create.isPending || update.isPending;
  const eventsId = useId();
  const [draft, setDraft] = useState<Draft>({ url: '', description: '', events: [] });
  const [errors, setErrors] = useState<DraftErrors>({});
  useEffect(() => {
    if (!open) return;
    setDraft({
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
    });
    setErrors({});
  }, [open, endpoint]);

  const toggleEvent = (event: WebhookEvent, on: boolean) =>
    setDraft((d) => ({
      ...d,
      events: on
        ? WEBHOOK_EVENTS.filter((e) => e === event || d.events.includes(e))
        : d.events.filter((e) => e !== event),
    }));

  const failed = (error: Error) => {
    if (URL_MESSAGES.has(error.message) || error.message.startsWith('Use a public address')) {
      setErrors({ url: error.message });
    } else setErrors({ form: error.message || 'Could not save the endpoint. Please try again.' });
  };

  const submit = () => {
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = { url: draft.url.trim(), description: draft.description.trim(), events: draft.events };
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, patch: body },
        {
          onSuccess: () => {
            toast.success('Endpoint saved');
            onOpenChange(false);
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success('Endpoint added');
          onCreated?.(created.endpoint, created.secret);
          onOpenChange(false);
        },
        onError: failed,
      });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      description="Bloom sends a signed POST request to this URL each time one of the chosen events happens."
      onSubmit={submit}
      busy={pending}
      busyText={endpoint ? 'Saving...' : 'Adding...'}
      submitLabel={endpoint ? 'Save changes' : 'Add endpoint'}
      formClassName="space-y-5"
    >
      <FormField
        label="Endpoint URL"
        error={errors.url}
        hint="An https:// address. Plain http:// works only to this machine while you try things out."
      >
        {(field) => (
          <Input
            {...field}
            data-autofocus
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://hooks.zapier.com/hooks/catch/…"
            value={draft.url}
            onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))}
          />
        )}
      </FormField>
      <FormField label="Description" error={errors.description} hint="Optional: what receives these events.">
        {(field) => (
          <Input
            {...field}
            maxLength={220}
            placeholder="Zapier: new clients to my CRM"
            value={draft.description}
            onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          />
        )}
      </FormField>
      <fieldset
        aria-describedby={errors.events ? `${eventsId}-error` : undefined}
        aria-invalid={errors.events ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-900">Events</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              label={WEBHOOK_EVENT_LABELS[event]}
              checked={draft.events.includes(event)}
              onChange={(e) => toggleEvent(event, e.target.checked)}
            />
          ))}
        </div>
        {errors.events ? (
          <p id={`${eventsId}-error`} className="mt-2 text-sm text-red-700">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
    </FormDialog>
  );
}
