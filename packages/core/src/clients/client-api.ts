import { z } from 'zod';
import type { StepType } from '../journeys/types';
import type { SubmissionStatus } from '../submissions/submission-api';
import { text } from '../text';
import { CLIENT_VALIDATION, PORTAL_PASSWORD_MIN_LENGTH } from './client-messages';
import type { AnswerSummaryRow, ClientStatus, StepProgressStatus } from './client-rules';

/**
 * The clients API contract (JSON camelCase). Every route is owner-only; the workspace comes
 * from the session; a client id of another workspace, or not a UUID, answers 404 'Client not found'.
 *
 * - GET    /api/clients?q=&status=active|archived&cursor=&limit=  → ClientListResponse
 * - POST   /api/clients                  CreateClientInput → 201 ClientResponse
 * - GET    /api/clients/:id              → ClientResponse
 * - PATCH  /api/clients/:id              UpdateClientInput → ClientResponse
 * - POST   /api/clients/:id/archive      → ClientResponse
 * - POST   /api/clients/:id/restore      → ClientResponse
 * - DELETE /api/clients/:id              → { ok: true } (submissions, deliverables and files go too)
 * - PUT    /api/clients/:id/password     SetClientPasswordInput → ClientResponse
 * - DELETE /api/clients/:id/password     → ClientResponse
 * - POST   /api/clients/:id/regenerate-link → ClientResponse (the old link stops working)
 * - GET    /api/clients/:id/submissions  → ClientSubmissionsResponse
 * - GET    /api/dashboard                → DashboardDto
 */

/** Journey of a client, as a card shows it. */
export interface ClientJourneyRef {
  id: string;
  name: string;
}

/** One card of /clients (and of the dashboard's Recent Clients). */
export interface ClientCardDto {
  id: string;
  projectName: string;
  clientName: string;
  clientEmail: string | null;
  status: ClientStatus;
  shareToken: string;
  createdAt: string;
  /** null: 'No journey assigned'. */
  journey: ClientJourneyRef | null;
  /** Steps completed (projects.current_step); 'Step X of N' uses completedSteps(). */
  currentStep: number;
  /** Stages of the journey (hidden stages not counted). */
  stepCount: number;
  /** progressPercent(currentStep, stepCount). */
  progressPercent: number;
  /** Submissions of this client, drafts excluded. */
  submissionCount: number;
}

export interface ClientListResponse {
  clients: ClientCardDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Archived clients of the workspace, for 'Show Archived (count)'. */
  archivedCount: number;
}

export interface ClientStepRowDto {
  id: string;
  stepOrder: number;
  name: string;
  stepType: StepType;
  status: StepProgressStatus;
}

export interface ClientDetailDto {
  id: string;
  projectName: string;
  clientName: string;
  clientEmail: string | null;
  status: ClientStatus;
  shareToken: string;
  /** Whether a portal password is set; the hash never leaves the server. */
  hasPassword: boolean;
  createdAt: string;
  updatedAt: string;
  /** The client's own welcome message (sanitised HTML), null when it follows the journey's. */
  customIntroText: string | null;
  /** What the welcome card shows: the client's own message, else the journey's; sanitised HTML. */
  welcomeHtml: string | null;
  journey: (ClientJourneyRef & { description: string | null; introText: string | null }) | null;
  currentStep: number;
  stepCount: number;
  progressPercent: number;
  /** The journey's stages in order, marked completed / in progress / pending. */
  steps: ClientStepRowDto[];
  /** Drafts excluded. */
  submissionCount: number;
  deliverableCount: number;
}

export interface ClientResponse {
  client: ClientDetailDto;
}

export interface ClientSubmissionDto {
  id: string;
  stepId: string | null;
  /** null when the stage was removed from the journey. */
  stepName: string | null;
  stepType: StepType | null;
  stepOrder: number | null;
  status: SubmissionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  /** First 4 answers labelled by the stage's field labels. */
  summary: AnswerSummaryRow[];
  /** Answers not in the summary ('+N more fields...'). */
  moreCount: number;
}

/** Newest first, drafts excluded. */
export interface ClientSubmissionsResponse {
  submissions: ClientSubmissionDto[];
}

export interface DashboardDto {
  stats: {
    /** Clients with status 'active'. */
    activeClients: number;
    /** Submissions of the workspace, drafts excluded. */
    submissions: number;
    testimonials: number;
  };
  /** The onboarding checklist (docs/product.md#dashboard). */
  checklist: {
    /** A non-default, non-archived journey of the workspace exists. */
    hasCustomJourney: boolean;
    hasClient: boolean;
    /** The newest client (the one 'Share the portal link' opens); null without clients. */
    firstClientId: string | null;
  };
  /** Newest 5 clients, any status. */
  recentClients: ClientCardDto[];
}

const projectName = text({ label: 'Project name' }).trim().min(1, CLIENT_VALIDATION.projectNameRequired).max(200);
const clientName = text({ label: 'Client name' }).trim().min(1, CLIENT_VALIDATION.clientNameRequired).max(200);
/** Optional; '' and null mean none. */
const clientEmail = text({ label: 'Client email' })
  .trim()
  .max(320)
  .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), CLIENT_VALIDATION.invalidEmail)
  .nullish()
  .transform((s) => s || null);
const templateId = text({ label: 'Journey' }).trim().min(1, CLIENT_VALIDATION.journeyRequired).max(100);
/** The client's own welcome message (HTML, sanitised on the server); '' or null follows the journey's. */
const introText = text({ label: 'Welcome message' }).max(50_000).nullish();
const password = text({ label: 'Password' })
  .min(PORTAL_PASSWORD_MIN_LENGTH, CLIENT_VALIDATION.passwordTooShort)
  .max(200);

// A missing field reads like an empty one, so the form's message comes back either way.
/** POST /api/clients: one request, one transaction (project, journey, welcome message, password). */
export const createClientSchema = z.object({
  projectName: z.string({ error: () => CLIENT_VALIDATION.projectNameRequired }).pipe(projectName),
  clientName: z.string({ error: () => CLIENT_VALIDATION.clientNameRequired }).pipe(clientName),
  clientEmail,
  templateId: z.string({ error: () => CLIENT_VALIDATION.journeyRequired }).pipe(templateId),
  introText,
  /** Optional portal password; '' or omitted means none. */
  password: z
    .union([z.literal(''), password])
    .nullish()
    .transform((p) => p || null),
});
export type CreateClientInput = z.input<typeof createClientSchema>;

/** PATCH /api/clients/:id: only the fields sent change. A new templateId starts the client at step 0. */
export const updateClientSchema = z.object({
  projectName: projectName.optional(),
  clientName: clientName.optional(),
  clientEmail: clientEmail.optional(),
  templateId: templateId.optional(),
  introText,
});
export type UpdateClientInput = z.input<typeof updateClientSchema>;

/** PUT /api/clients/:id/password: set or change the portal password. */
export const setClientPasswordSchema = z.object({
  password: z.string({ error: () => CLIENT_VALIDATION.passwordTooShort }).pipe(password),
});
export type SetClientPasswordInput = z.input<typeof setClientPasswordSchema>;

export const CLIENT_LIST_VIEWS = ['active', 'archived'] as const;
export const CLIENT_PAGE_SIZE = 24;

/**
 * GET /api/clients query. status 'active' (default) lists every client not archived
 * (active and completed); 'archived' lists the archived ones.
 */
export const clientListQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  status: z.enum(CLIENT_LIST_VIEWS).default('active'),
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENT_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export { CLIENT_MESSAGES, CLIENT_VALIDATION, DASHBOARD_MESSAGES, PORTAL_PASSWORD_MIN_LENGTH } from './client-messages';
