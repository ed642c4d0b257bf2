import {
  TEST_WEBHOOK_EVENT,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_RETRY_RULE,
  type WebhookEndpointDto,
  type WebhookEvent,
  type WebhookMessageDto,
} from '@bloom/core';

/** How the webhooks page words and colours endpoints and log entries (pure, unit-tested). */

export type Tone = 'neutral' | 'teal' | 'amber' | 'red';

/** Shown instead of a secret the owner has already seen: it is never read back. */
export const MASKED_SECRET = 'whsec_••••••••••••••••';

export const TEST_EVENT_LABEL = 'Test event';

export function eventLabel(type: string): string {
  if (type === TEST_WEBHOOK_EVENT) return TEST_EVENT_LABEL;
  return WEBHOOK_EVENT_LABELS[type as WebhookEvent] ?? type;
}

export interface EndpointStatus {
  label: string;
  tone: Tone;
  /** Why deliveries turned it off: said beside a 'Re-enable' button. */
  reason: string | null;
}

/** On, but every delivery since `failingSince` failed: the page keeps checking until that changes. */
export const isFailing = (endpoint: Pick<WebhookEndpointDto, 'enabled'> & { failingSince?: string | null }) =>
  endpoint.enabled && Boolean(endpoint.failingSince);

/**
 * On (or on and failing); off by the owner; or turned off by deliveries, with why. The failing
 * banner states core's retry rule, the same sentence as the page's footer and what the worker does.
 */
export function endpointStatus(
  endpoint: Pick<WebhookEndpointDto, 'enabled' | 'disabledReason'> & { failingSince?: string | null },
): EndpointStatus {
  if (isFailing(endpoint) && endpoint.failingSince) {
    return {
      label: 'Failing',
      tone: 'amber',
      reason: `Deliveries have failed since ${new Date(endpoint.failingSince).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}. ${WEBHOOK_RETRY_RULE}`,
    };
  }
  if (endpoint.enabled) return { label: 'Active', tone: 'teal', reason: null };
  if (endpoint.disabledReason) return { label: 'Turned off', tone: 'red', reason: endpoint.disabledReason };
  return { label: 'Off', tone: 'neutral', reason: null };
}

export const OUTCOME: Record<WebhookMessageDto['status'], { label: string; tone: Tone }> = {
  delivered: { label: 'Delivered', tone: 'teal' },
  failed: { label: 'Failed', tone: 'red' },
  pending: { label: 'Pending', tone: 'amber' },
};

/** A pending message that has failed before is being retried: say so rather than just 'Pending'. */
export function outcomeOf(message: Pick<WebhookMessageDto, 'status' | 'attempts'>): { label: string; tone: Tone } {
  if (message.status === 'pending' && message.attempts.some((a) => !a.succeeded)) {
    return { label: 'Retrying', tone: 'amber' };
  }
  return OUTCOME[message.status];
}

/**
 * What in the log can change an endpoint's state (a try recorded, a message settled): when it
 * changes, the endpoint is read again, so the card never says 'Failing' beside a delivered retry.
 */
export function logStateKey(messages: readonly Pick<WebhookMessageDto, 'id' | 'status' | 'attempts'>[]): string {
  return messages.map((m) => `${m.id}:${m.status}:${m.attempts.length}`).join(',');
}

export function attemptCount(n: number): string {
  return n === 1 ? '1 attempt' : `${n} attempts`;
}

/** An attempt's result in a few words: its status code, or why there was none. */
export function attemptResult(attempt: Pick<WebhookMessageDto['attempts'][number], 'statusCode' | 'error'>): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'No answer';
}

/** The body sent, indented for reading (the exact bytes are what was signed; this is display only). */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The endpoint's address without the scheme noise, for headings. */
export function displayUrl(url: string): string {
  return url.replace(/^https:\/\//i, '');
}
