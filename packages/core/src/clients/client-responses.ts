import { z } from 'zod';
import { overdueClientSchema } from '../insights/insights-schemas';
import { STEP_TYPES } from '../journeys/types';
import { keysetPageSchema } from '../keyset-page-schema';
import { assigneeSchema } from '../team/team-schemas';
import { CLIENT_STATUSES } from './client-rules';

/**
 * The answers of the clients API as zod schemas: the server declares its routes with them (and
 * checks its answers against them in development and tests), the web takes their types with
 * `import type`, so none of this reaches a browser bundle.
 */

/** Journey of a client, as a card shows it. */
export const clientJourneyRefSchema = z.object({ id: z.string(), name: z.string() });
export type ClientJourneyRef = z.infer<typeof clientJourneyRefSchema>;

/** The fields that open both a card and the detail. */
const clientBase = {
  id: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  shareToken: z.string(),
};

/** One card of /clients (and of the dashboard's Recent Clients). */
export const clientCardSchema = z.object({
  ...clientBase,
  createdAt: z.string(),
  /** null: 'No journey assigned'. */
  journey: clientJourneyRefSchema.nullable(),
  /** Steps completed (projects.current_step); 'Step X of N' uses completedSteps(). */
  currentStep: z.number(),
  /** Stages of the journey (hidden stages not counted). */
  stepCount: z.number(),
  /** progressPercent(currentStep, stepCount). */
  progressPercent: z.number(),
  /** Submissions of this client, drafts excluded. */
  submissionCount: z.number(),
  /** Who works on the client, by name; empty: unassigned. */
  assignees: z.array(assigneeSchema),
  /** Stages past their due date on the client's clock (0 for an archived or completed client). */
  overdueStages: z.number(),
});
export type ClientCardDto = z.infer<typeof clientCardSchema>;

export const clientListResponseSchema = keysetPageSchema('clients', clientCardSchema).extend({
  /** Archived clients of the workspace, for 'Show Archived (count)'. */
  archivedCount: z.number(),
  /** Clients with an overdue stage (of one's own with `assigned=me`), for the 'Overdue' filter. */
  overdueCount: z.number(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientStepRowSchema = z.object({
  id: z.string(),
  stepOrder: z.number(),
  name: z.string(),
  stepType: z.enum(STEP_TYPES),
  status: z.enum(['completed', 'in_progress', 'pending']),
});
export type ClientStepRowDto = z.infer<typeof clientStepRowSchema>;

export const clientDetailSchema = z.object({
  ...clientBase,
  /** Whether a portal password is set; the hash never leaves the server. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The client's own welcome message (sanitised HTML), null when it follows the journey's. */
  customIntroText: z.string().nullable(),
  /** What the welcome card shows: the client's own message, else the journey's; sanitised HTML. */
  welcomeHtml: z.string().nullable(),
  journey: clientJourneyRefSchema
    .extend({ description: z.string().nullable(), introText: z.string().nullable() })
    .nullable(),
  currentStep: z.number(),
  stepCount: z.number(),
  progressPercent: z.number(),
  /** The journey's stages in order, marked completed / in progress / pending. */
  steps: z.array(clientStepRowSchema),
  /** Drafts excluded. */
  submissionCount: z.number(),
  deliverableCount: z.number(),
  /** When the client unsubscribed from the workspace's emails (ISO); null while they get them. */
  emailUnsubscribedAt: z.string().nullable(),
  /** Who works on the client, by name; empty: the Owner and Admins get its notifications. */
  assignees: z.array(assigneeSchema),
});
export type ClientDetailDto = z.infer<typeof clientDetailSchema>;

export const clientResponseSchema = z.object({ client: clientDetailSchema });
export type ClientResponse = z.infer<typeof clientResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const dashboardResponseSchema = z.object({
  stats: z.object({
    /** Clients with status 'active'. */
    activeClients: z.number(),
    /** Submissions of the workspace, drafts excluded. */
    submissions: z.number(),
    testimonials: z.number(),
  }),
  /** The onboarding checklist (docs/product.md#dashboard). */
  checklist: z.object({
    /** A non-default, non-archived journey of the workspace exists. */
    hasCustomJourney: z.boolean(),
    hasClient: z.boolean(),
    /** The newest client (the one 'Share the portal link' opens); null without clients. */
    firstClientId: z.string().nullable(),
    /** Setup checklist, derived from the data: a logo, or the name or colour changed from the defaults. */
    branding: z.boolean(),
    /** The workspace owns a journey (not archived). */
    journey: z.boolean(),
    /** Any client, any status. */
    client: z.boolean(),
    /** Any submission (drafts excluded). */
    submission: z.boolean(),
    /** The owner hid the checklist before finishing it. */
    dismissed: z.boolean(),
  }),
  /** Newest 5 clients, any status. */
  recentClients: z.array(clientCardSchema),
  /** Clients with a stage past its due date (`count`), the 5 most overdue first. */
  overdue: z.object({ count: z.number(), clients: z.array(overdueClientSchema) }),
});
export type DashboardDto = z.infer<typeof dashboardResponseSchema>;
