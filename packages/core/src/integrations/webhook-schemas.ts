import { z } from 'zod';
import { keysetPageSchema } from '../keyset-page-schema';
import { text } from '../text';
import { WEBHOOK_FAILING_DAYS_LIMIT, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_HOURS } from './webhook-retry';

/** Outgoing webhooks (issue 22): the events, the owner's endpoints, their delivery log. */
export const WEBHOOK_EVENTS = [
  'client.created',
  'submission.created',
  'testimonial.created',
  'milestone.reached',
  'journey.completed',
  'stage.overdue',
  'agreement.signed',
  'agreement.completed',
  'agreement.declined',
  'payment.succeeded',
  'invoice.paid',
  'payment.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** A test delivery ('Send test event'), signed like every other. */
export const TEST_WEBHOOK_EVENT = 'webhook.test';
/** The event a logged message carries: one of the events, or the test. */
export type WebhookMessageEvent = WebhookEvent | typeof TEST_WEBHOOK_EVENT;
/** A message's delivery: still trying, delivered, or given up. */
export const WEBHOOK_MESSAGE_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookMessageStatus = (typeof WEBHOOK_MESSAGE_STATUSES)[number];
/** Where an endpoint was made: the owner's settings, or a REST-hook subscription through /api/v1/webhooks. */
export const WEBHOOK_ENDPOINT_SOURCES = ['settings', 'api'] as const;
export type WebhookEndpointSource = (typeof WEBHOOK_ENDPOINT_SOURCES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'client.created': 'Client created',
  'submission.created': 'Submission created',
  'testimonial.created': 'Testimonial created',
  'milestone.reached': 'Milestone reached',
  'journey.completed': 'Journey completed',
  'stage.overdue': 'Stage overdue',
  'agreement.signed': 'Agreement signed',
  'agreement.completed': 'Agreement completed',
  'agreement.declined': 'Agreement declined',
  'payment.succeeded': 'Payment succeeded',
  'invoice.paid': 'Invoice paid',
  'payment.refunded': 'Payment refunded',
};

export const MAX_WEBHOOK_ENDPOINTS = 10;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Endpoint URL is required',
  urlInvalid: 'Enter a full URL starting with https://',
  urlNotHttps: 'Use an https:// URL (plain http:// only to this machine while trying things out)',
  urlTooLong: 'The URL must be at most 2,000 characters',
  urlCredentials: 'Put no user name or password in the URL',
  urlPrivateAddress: 'Use a public address: this one is on a private network or this machine',
  descriptionTooLong: 'Description must be at most 200 characters',
  eventsRequired: 'Choose at least one event',
  invalidEvent: 'Unknown event',
  tooManyEndpoints: `A workspace can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
  endpointNotFound: 'Webhook endpoint not found',
  messageNotFound: 'Webhook message not found',
  disabledExhausted: `Turned off: all ${WEBHOOK_MAX_ATTEMPTS} tries of a delivery failed (over about ${WEBHOOK_RETRY_HOURS} hours)`,
  disabledFailing: `Turned off: deliveries failed for ${WEBHOOK_FAILING_DAYS_LIMIT} days in a row`,
  disabledGone: 'Turned off: the endpoint answered 410 Gone',
} as const;
const M = WEBHOOK_MESSAGES;

/**
 * An endpoint's URL as typed: absolute, http(s), no credentials (core has no URL class: a pattern). Whether plain http is allowed
 * (loopback outside production) and where the host resolves are the server's checks.
 */
export const webhookUrlSchema = text({ label: 'Endpoint URL', error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(2000, M.urlTooLong)
  .superRefine((value, ctx) => {
    const authority = /^https?:\/\/([^/?#\s]+)(?:[/?#]\S*)?$/i.exec(value)?.[1];
    if (!authority) ctx.addIssue({ code: 'custom', message: M.urlInvalid });
    else if (authority.includes('@')) ctx.addIssue({ code: 'custom', message: M.urlCredentials });
  });

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: M.invalidEvent }), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

const description = text({ label: 'Description' }).trim().max(200, M.descriptionTooLong);

export const webhookEndpointInputSchema = z.strictObject({
  url: webhookUrlSchema,
  description: description.optional().default(''),
  events,
  enabled: z.boolean().optional().default(true),
});
export const webhookEndpointPatchSchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  description: description.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** 'api': subscribed through POST /api/v1/webhooks (a no-code tool). */
  source: z.enum(WEBHOOK_ENDPOINT_SOURCES),
  /** Why deliveries turned it off; null when on, or turned off by the owner. */
  disabledReason: z.string().nullable(),
  /** On, but every delivery since then failed (ISO); the retry rule (webhook-retry.ts) may turn it off. */
  failingSince: z.string().nullable(),
  /** When a rotation's old secret stops being signed with (ISO); null when there is none. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpointDto = z.output<typeof webhookEndpointSchema>;
export const webhookEndpointResponseSchema = z.object({ endpoint: webhookEndpointSchema });
export const webhookEndpointListResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** Creating and rotating answer the signing secret once: it is never shown again. */
export const webhookSecretResponseSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  succeeded: z.boolean(),
  /** The first 1 KB of the answer, or why there was none. */
  response: z.string(),
  error: z.string().nullable(),
});
export const webhookMessageSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_MESSAGE_STATUSES),
  /** The exact JSON body sent. */
  body: z.string(),
  /**
   * What the event is about, in a few words ('Client: Ada Lovelace', 'Testimonial from Ada
   * Lovelace'), with the client's current name; null for a test event.
   */
  about: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookMessageDto = z.output<typeof webhookMessageSchema>;
export const webhookMessageListQuerySchema = z.object({
  eventType: z
    .union([z.literal(''), z.enum([...WEBHOOK_EVENTS, TEST_WEBHOOK_EVENT])], { error: M.invalidEvent })
    .optional()
    .transform((s) => s || undefined),
  outcome: z
    .union([z.literal(''), z.enum(WEBHOOK_MESSAGE_STATUSES)])
    .optional()
    .transform((s) => s || undefined),
  cursor: text().max(200).optional(),
});
export const webhookMessageListResponseSchema = keysetPageSchema('messages', webhookMessageSchema);
export const webhookMessageResponseSchema = z.object({ message: webhookMessageSchema });
