import { TEST_WEBHOOK_EVENT, WEBHOOK_EVENTS, type WebhookMessageDto } from '@bloom/core';
import { ChevronDown, Inbox, RotateCw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { WebhookLogFilters } from '../../../api/integrations';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatOwnerDateTime } from '../../../lib/owner-dates';
import { useResendWebhookMessage, useSendTestEvent, useWebhookLog } from '../api/webhook-endpoints';
import { attemptCount, attemptResult, eventLabel, OUTCOME, outcomeOf, prettyBody } from '../lib/webhook-display';

type Outcome = keyof typeof OUTCOME;

/**
 * One endpoint's delivery log: its messages newest first (filtered by event and outcome), each
 * opening to show every attempt and the body sent, with 'Resend'; and 'Send test event'.
 */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const ids = useId();
  const [eventType, setEventType] = useState('');
  const [outcome, setOutcome] = useState('');
  const filters: WebhookLogFilters = {
    eventType: (eventType || undefined) as WebhookLogFilters['eventType'],
    outcome: (outcome || undefined) as Outcome | undefined,
  };
  const log = useWebhookLog(endpointId, filters);
  const sendTest = useSendTestEvent();
  const messages = log.data?.pages.flatMap((page) => page.messages) ?? [];
  const filtered = Boolean(eventType || outcome);

  const test = () =>
    sendTest.mutate(endpointId, {
      onSuccess: () => toast.success('Test event sent'),
      onError: (e) => toast.error(e.message || 'Could not send the test event. Please try again.'),
    });

  return (
    <section aria-label="Delivery log" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-event`}>Event</Label>
            <Select id={`${ids}-event`} value={eventType} onChange={(e) => setEventType(e.target.value)}>
              <option value="">All events</option>
              {[...WEBHOOK_EVENTS, TEST_WEBHOOK_EVENT].map((type) => (
                <option key={type} value={type}>
                  {eventLabel(type)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-outcome`}>Outcome</Label>
            <Select id={`${ids}-outcome`} value={outcome} onChange={(e) => setOutcome(e.target.value)}>
              <option value="">All outcomes</option>
              {(Object.keys(OUTCOME) as Outcome[]).map((key) => (
                <option key={key} value={key}>
                  {OUTCOME[key].label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button variant="secondary" onClick={test} busy={sendTest.isPending} busyText="Sending...">
          <Send aria-hidden="true" className="size-4" />
          Send test event
        </Button>
      </div>

      {log.isPending ? (
        <div className="space-y-2">
          <span className="sr-only">Loading the delivery log</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full rounded-lg" />
          ))}
        </div>
      ) : log.isError ? (
        <RetryAlert title="We couldn't load the delivery log" query={log} />
      ) : messages.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <Inbox aria-hidden="true" className="size-6 text-slate-400" />
          <p className="mt-2 text-sm text-slate-600">
            {filtered
              ? 'No deliveries match these filters.'
              : 'No deliveries yet. Send a test event to see one here; deliveries are kept for 30 days.'}
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200">
          {messages.map((message) => (
            <MessageRow key={message.id} endpointId={endpointId} message={message} />
          ))}
        </ul>
      )}
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => log.fetchNextPage()}
          busy={log.isFetchingNextPage}
          busyText="Loading..."
        >
          Show older deliveries
        </Button>
      ) : null}
    </section>
  );
}

function MessageRow({ endpointId, message }: { endpointId: string; message: WebhookMessageDto }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const resend = useResendWebhookMessage();
  const outcome = outcomeOf(message);
  const last = message.attempts.at(-1);

  const again = () =>
    resend.mutate(
      { endpointId, messageId: message.id },
      {
        onSuccess: () => toast.success('Delivery queued again'),
        onError: (e) => toast.error(e.message || 'Could not resend. Please try again.'),
      },
    );

  return (
    <li className="bg-white" data-testid="webhook-message">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-3 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 sm:px-4"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{eventLabel(message.eventType)}</span>
            <Badge tone={outcome.tone}>{outcome.label}</Badge>
          </span>
          {message.about ? (
            <span className="mt-0.5 block truncate text-sm text-slate-700" data-testid="webhook-message-about">
              {message.about}
            </span>
          ) : null}
          <span className="mt-0.5 block text-xs text-slate-600">
            {formatOwnerDateTime(message.createdAt)} · {attemptCount(message.attempts.length)}
            {last ? ` · last: ${attemptResult(last)}` : ''}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 text-slate-500 transition-transform duration-150', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div id={panelId} className="space-y-4 border-t border-slate-100 bg-slate-50 px-3 py-4 sm:px-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-600">
              Event id <code className="font-mono break-all text-slate-800">{message.eventId}</code>
            </p>
            <Button size="sm" variant="secondary" onClick={again} busy={resend.isPending} busyText="Resending...">
              <RotateCw aria-hidden="true" className="size-4" />
              Resend
            </Button>
          </div>
          {message.nextAttemptAt && message.status === 'pending' ? (
            <p className="text-sm text-slate-600">Next try {formatOwnerDateTime(message.nextAttemptAt)}.</p>
          ) : null}
          <div>
            <h4 className="text-sm font-semibold text-slate-900">Attempts</h4>
            {message.attempts.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">Not tried yet.</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {message.attempts.map((attempt, i) => (
                  <li
                    key={`${attempt.at}-${i}`}
                    data-testid="webhook-attempt"
                    className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
                  >
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Badge tone={attempt.succeeded ? 'teal' : 'red'}>
                        {attempt.succeeded ? 'Succeeded' : 'Failed'}
                      </Badge>
                      <span className="font-medium text-slate-900">{attemptResult(attempt)}</span>
                      <span className="text-slate-600 tabular-nums">{attempt.durationMs} ms</span>
                      <span className="text-slate-600">{formatOwnerDateTime(attempt.at)}</span>
                    </div>
                    {attempt.statusCode !== null && attempt.error && attempt.error !== attemptResult(attempt) ? (
                      <p className="mt-1 text-slate-700">{attempt.error}</p>
                    ) : null}
                    {attempt.response ? (
                      <pre className="mt-2 max-h-40 overflow-auto rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap text-slate-800">
                        {attempt.response}
                      </pre>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">Request body</h4>
            <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-950 p-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100">
              {prettyBody(message.body)}
            </pre>
          </div>
        </div>
      ) : null}
    </li>
  );
}
