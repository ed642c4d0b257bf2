import {
  CLIENT_STATUSES,
  createClientSchema,
  createDeliverableSchema,
  INVOICE_STATUSES,
  isoInstant,
  TESTIMONIAL_STATUSES,
  text,
  updateClientSchema,
  v1AgreementSchema,
  v1ClientSchema,
  v1InvoiceSchema,
  v1JourneySchema,
  v1SubmissionSchema,
  v1TestimonialSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  webhookEndpointInputSchema,
} from '@bloom/core';
import { z } from 'zod';

/**
 * The public API's inputs and list answers. Its fields are snake_case like its resources; the
 * inputs are the owner API's own validators (core), renamed, so the rules and messages are the same.
 */

const page = {
  cursor: text().max(200).optional().meta({ description: '`next_cursor` of the previous page' }),
  limit: z.coerce.number().int().min(1).max(100).default(25).meta({ description: 'Items per page, 1 to 100 (25)' }),
};

export const v1ClientListQuery = z.object({
  ...page,
  search: text().trim().max(200).optional().meta({ description: 'Matches project name, client name or email' }),
  status: z.enum(CLIENT_STATUSES).optional(),
});
export const v1SubmissionListQuery = z.object({
  ...page,
  client_id: z.uuid({ error: 'client_id must be a client id' }).optional(),
  since: isoInstant('since must be an ISO 8601 date-time between 1970-01-01 and 9999-12-31')
    .optional()
    .meta({ description: 'Only submissions submitted at or after this time (ISO 8601)' }),
});
export const v1AgreementListQuery = z.object({
  ...page,
  client_id: z.uuid({ error: 'client_id must be a client id' }).optional(),
});
export const v1InvoiceListQuery = z.object({
  ...page,
  client_id: z.uuid({ error: 'client_id must be a client id' }).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
});
export const v1TestimonialListQuery = z.object({ ...page, status: z.enum(TESTIMONIAL_STATUSES).optional() });

const pageOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), next_cursor: z.string().nullable() });
export const v1ClientPage = pageOf(v1ClientSchema);
export const v1SubmissionPage = pageOf(v1SubmissionSchema);
export const v1TestimonialPage = pageOf(v1TestimonialSchema);
export const v1AgreementPage = pageOf(v1AgreementSchema);
export const v1InvoicePage = pageOf(v1InvoiceSchema);
export const v1JourneyList = z.object({ data: z.array(v1JourneySchema) });

/** The public API's names of the owner API's client fields (v1 name → the owner API's). */
const CLIENT_FIELDS = {
  project_name: 'projectName',
  client_name: 'clientName',
  client_email: 'clientEmail',
  journey_id: 'templateId',
  intro_text: 'introText',
} as const;

/** The owner API's validators of `shape` under their v1 `names`, read back under the owner API's names. */
function renamed<S extends z.ZodRawShape, const N extends Record<string, keyof S & string>>(shape: S, names: N) {
  const pairs = Object.entries(names);
  const v1Shape = Object.fromEntries(pairs.map(([v1, own]) => [v1, shape[own]])) as { [K in keyof N]: S[N[K]] };
  return z.strictObject(v1Shape).transform(
    (v) =>
      Object.fromEntries(pairs.map(([v1, own]) => [own, (v as Record<string, unknown>)[v1]])) as {
        [K in keyof N as N[K]]: z.output<S[N[K]]>;
      },
  );
}

export const v1ClientCreate = renamed(createClientSchema.shape, { ...CLIENT_FIELDS, password: 'password' });
export const v1ClientUpdate = renamed(updateClientSchema.shape, CLIENT_FIELDS);

/** The REST-hook subscribe (Zapier, Make, n8n): a URL and the events it wants. */
export const v1WebhookSubscribe = webhookEndpointInputSchema;

/** GET /api/v1/me: whose workspace the key opens (an integration's connection test and label). */
export const v1Me = z.object({
  workspace: z.object({ id: z.string(), name: z.string() }),
  owner: z.object({ name: z.string() }),
});

/** GET /api/v1/events: the newest events of one type, as their webhooks carried them. */
export const v1RecentEventsQuery = z.object({
  type: z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.invalidEvent }),
  limit: z.coerce.number().int().min(1).max(25).default(3).meta({ description: 'How many, 1 to 25 (3)' }),
});
export const v1RecentEvents = z.object({
  data: z.array(
    z.object({
      event_id: z
        .string()
        .nullable()
        .meta({ description: 'The webhook-id it was sent with; null: read from the resource, not sent yet' }),
      type: z.enum(WEBHOOK_EVENTS),
      timestamp: z.string(),
      data: z.unknown().meta({ description: "The event's `data`, as the webhook carries it" }),
    }),
  ),
});

/** POST /api/v1/clients/{id}/deliverables: a link shared on one of the client's milestones. */
export const v1DeliverableLinkCreate = z
  .strictObject({
    milestone_id: createDeliverableSchema.options[0].shape.stageId,
    url: createDeliverableSchema.options[0].shape.url,
    title: createDeliverableSchema.options[0].shape.title,
    link_title: createDeliverableSchema.options[0].shape.linkTitle,
  })
  .transform((v) => ({
    type: 'link' as const,
    stageId: v.milestone_id,
    url: v.url,
    title: v.title,
    linkTitle: v.link_title,
    slotId: null,
  }));
export const v1DeliverableLink = z.object({
  id: z.string(),
  client_id: z.string(),
  milestone_id: z.string().nullable(),
  title: z.string(),
  url: z.string(),
  link_title: z.string().nullable(),
  created_at: z.string(),
});
