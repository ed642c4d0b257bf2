import { z } from 'zod';

/**
 * The public REST API's resources (issue 22, /api/v1), also the `data` of webhook events: stable,
 * documented shapes with only what an integration needs (no share tokens, no password hashes).
 */
export const v1ClientSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  status: z.enum(['active', 'completed', 'archived']),
  journey: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Stages completed so far, and how many the journey has. */
  completed_stages: z.number(),
  total_stages: z.number(),
  /** The client's portal (the link the client opens), absolute. */
  portal_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type V1Client = z.output<typeof v1ClientSchema>;

export const v1JourneySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  stages: z.array(
    z.object({
      id: z.string(),
      order: z.number(),
      name: z.string(),
      type: z.enum(['onboarding', 'milestone', 'testimonial', 'custom']),
    }),
  ),
  created_at: z.string(),
});
export type V1Journey = z.output<typeof v1JourneySchema>;

export const v1SubmissionSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  stage: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
  status: z.enum(['submitted', 'reviewed', 'changes_requested']),
  /** The answers by field id; a file field holds its file's name. */
  answers: z.record(z.string(), z.unknown()),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type V1Submission = z.output<typeof v1SubmissionSchema>;

export const v1TestimonialSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  quote: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  rating: z.number().nullable(),
  publish_permission: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
  approved_at: z.string().nullable(),
});
export type V1Testimonial = z.output<typeof v1TestimonialSchema>;

/** milestone.reached and journey.completed carry the client and the stage reached. */
export const v1MilestoneSchema = z.object({
  client: v1ClientSchema,
  stage: z.object({ id: z.string(), name: z.string() }),
});

/** A webhook's body: `{ type, timestamp, data }` (Standard Webhooks). */
export interface WebhookPayload<T = unknown> {
  type: string;
  /** ISO 8601, when the event happened. */
  timestamp: string;
  data: T;
}
