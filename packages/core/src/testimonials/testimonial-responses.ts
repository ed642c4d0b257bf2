import { z } from 'zod';
import { actorSchema } from '../contacts/contact-schemas';
import { keysetPageSchema } from '../keyset-page-schema';
import { TESTIMONIAL_EVENT_ACTIONS, TESTIMONIAL_STATUSES } from './testimonial-statuses';

/** The answers of the testimonials API as zod schemas (see clients/client-responses.ts for why apart). */

export const testimonialSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  clientTitle: z.string().nullable(),
  clientCompany: z.string().nullable(),
  content: z.string(),
  /** 1–5, or null. */
  rating: z.number().nullable(),
  publishPermission: z.boolean(),
  status: z.enum(TESTIMONIAL_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** Issue 21: hidden from the widget and wall by the owner (it stays approved). */
  hidden: z.boolean(),
  pinned: z.boolean(),
  /** Approved, permitted and not hidden: shown by the widgets and the wall. */
  published: z.boolean(),
});
export type TestimonialDto = z.infer<typeof testimonialSchema>;

/** Testimonials of each status: the page's counters and the navigation's badge. */
export const testimonialCountsSchema = z.record(z.enum(TESTIMONIAL_STATUSES), z.number());
export type TestimonialCounts = z.infer<typeof testimonialCountsSchema>;

export const testimonialListResponseSchema = keysetPageSchema('testimonials', testimonialSchema);
export type TestimonialListResponse = z.infer<typeof testimonialListResponseSchema>;

export const testimonialEventSchema = z.object({
  action: z.enum(TESTIMONIAL_EVENT_ACTIONS),
  /** The client's events: the publish permission they gave with it. */
  publishPermission: z.boolean().nullable(),
  at: z.string(),
  /**
   * Who acted: the member who approved or rejected; for the client's writes, the contact who wrote
   * the testimonial as it stands (on its latest write only). Null for older rows.
   */
  actor: actorSchema.nullable(),
});
export type TestimonialEventDto = z.infer<typeof testimonialEventSchema>;

export const testimonialDetailSchema = testimonialSchema.extend({
  /** The contact who wrote it as it stands (their name then); null for testimonials from before contacts. */
  writtenBy: actorSchema.nullable(),
  /** The writer's email (the client's for testimonials from before contacts); null once they are removed. */
  clientEmail: z.string().nullable(),
  /** The journey stage it was written in; null when written elsewhere or the stage is gone. */
  stageName: z.string().nullable(),
  /** The permission as it stands and when the client gave that answer. */
  consent: z.object({ given: z.boolean(), at: z.string().nullable() }),
  /** Oldest first. */
  history: z.array(testimonialEventSchema),
});
export type TestimonialDetailDto = z.infer<typeof testimonialDetailSchema>;

export const testimonialResponseSchema = z.object({ testimonial: testimonialDetailSchema });
export type TestimonialResponse = z.infer<typeof testimonialResponseSchema>;
