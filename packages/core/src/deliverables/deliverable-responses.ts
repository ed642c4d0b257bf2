import { z } from 'zod';
import { actorSchema } from '../contacts/contact-schemas';
import { deliverableSlotSchema } from '../journeys/journey-responses';
import { STEP_TYPES } from '../journeys/types';
import { APPROVAL_VALUES } from '../portal/portal-rules';
import { DELIVERABLE_ITEM_TYPES, DELIVERABLE_TYPES } from './deliverable-messages';

/** The answers of the deliverables API as zod schemas (see clients/client-responses.ts for why apart). */

export const deliverableFileSchema = z.object({
  attachmentId: z.string(),
  filename: z.string(),
  /** Bytes. */
  size: z.number(),
  mimeType: z.string(),
  /** Same-origin path of the owner download route. */
  downloadUrl: z.string(),
});
export type DeliverableFileDto = z.infer<typeof deliverableFileSchema>;

export const deliverableItemSchema = z.object({
  id: z.string(),
  type: z.enum(DELIVERABLE_ITEM_TYPES),
  /** Link items. */
  url: z.string().nullable(),
  linkTitle: z.string().nullable(),
  /** File items. */
  file: deliverableFileSchema.nullable(),
});
export type DeliverableItemDto = z.infer<typeof deliverableItemSchema>;

/** The client's latest decision in the portal ('Approve' / 'Request changes'). */
export const deliverableClientReviewSchema = z.object({
  decision: z.enum(APPROVAL_VALUES),
  comment: z.string().nullable(),
  decidedAt: z.string(),
  /** The contact whose link decided (their name then); null for decisions from before contacts. */
  actor: actorSchema.nullable(),
});

export const deliverableSchema = z.object({
  id: z.string(),
  stageId: z.string().nullable(),
  slotId: z.string().nullable(),
  title: z.string(),
  /** A note's text (a note is a deliverable with no items). */
  description: z.string().nullable(),
  /** 'note' when it has no items, else the type of its first item. */
  type: z.enum(DELIVERABLE_TYPES),
  items: z.array(deliverableItemSchema),
  createdAt: z.string(),
  /** Who added it ('Added by Dana'); null for deliverables from before attribution. */
  addedBy: actorSchema.nullable(),
  /** null until the client decides. */
  clientReview: deliverableClientReviewSchema.nullable(),
});
export type DeliverableDto = z.infer<typeof deliverableSchema>;

export const milestoneSchema = z.object({
  stageId: z.string(),
  /** N of 'Milestone N: name', counting only milestone stages, from 1. */
  milestoneNumber: z.number(),
  name: z.string(),
  stepType: z.enum(STEP_TYPES),
  /** What the journey expects here. */
  slots: z.array(deliverableSlotSchema),
  /** Oldest first. */
  deliverables: z.array(deliverableSchema),
});
export type MilestoneDto = z.infer<typeof milestoneSchema>;

/** GET /api/clients/{clientId}/deliverables. */
export const clientDeliverablesResponseSchema = z.object({
  client: z.object({
    id: z.string(),
    clientName: z.string(),
    projectName: z.string(),
    templateId: z.string().nullable(),
  }),
  /** Only milestone stages, in journey order; empty → the 'Edit journey stages' state. */
  milestones: z.array(milestoneSchema),
  /** MAX_UPLOAD_MB in bytes, so the form refuses a too-large file before sending it. */
  maxUploadBytes: z.number(),
});
export type ClientDeliverablesResponse = z.infer<typeof clientDeliverablesResponseSchema>;

/** A new deliverable: the link or note (JSON) and the file (multipart upload) both answer this. */
export const deliverableResponseSchema = z.object({ deliverable: deliverableSchema });
export type DeliverableResponse = z.infer<typeof deliverableResponseSchema>;
