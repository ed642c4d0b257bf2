import {
  CLIENT_STATUSES,
  createClientSchema,
  isoInstant,
  TESTIMONIAL_STATUSES,
  text,
  updateClientSchema,
  v1ClientSchema,
  v1JourneySchema,
  v1SubmissionSchema,
  v1TestimonialSchema,
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
export const v1TestimonialListQuery = z.object({ ...page, status: z.enum(TESTIMONIAL_STATUSES).optional() });

const pageOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), next_cursor: z.string().nullable() });
export const v1ClientPage = pageOf(v1ClientSchema);
export const v1SubmissionPage = pageOf(v1SubmissionSchema);
export const v1TestimonialPage = pageOf(v1TestimonialSchema);
export const v1JourneyList = z.object({ data: z.array(v1JourneySchema) });

const c = createClientSchema.shape;
export const v1ClientCreate = z
  .strictObject({
    project_name: c.projectName,
    client_name: c.clientName,
    client_email: c.clientEmail,
    journey_id: c.templateId,
    intro_text: c.introText,
    password: c.password,
  })
  .transform((v) => ({
    projectName: v.project_name,
    clientName: v.client_name,
    clientEmail: v.client_email,
    templateId: v.journey_id,
    introText: v.intro_text,
    password: v.password,
  }));

const u = updateClientSchema.shape;
export const v1ClientUpdate = z
  .strictObject({
    project_name: u.projectName,
    client_name: u.clientName,
    client_email: u.clientEmail,
    journey_id: u.templateId,
    intro_text: u.introText,
  })
  .transform((v) => ({
    projectName: v.project_name,
    clientName: v.client_name,
    clientEmail: v.client_email,
    templateId: v.journey_id,
    introText: v.intro_text,
  }));

/** The REST-hook subscribe (Zapier, Make, n8n): a URL and the events it wants. */
export const v1WebhookSubscribe = webhookEndpointInputSchema;
