import { z } from 'zod';
import { text } from '../text';
import { ASSIGNED_FILTERS, ASSIGNMENT_MESSAGES } from './assignment-messages';
import { CLIENT_VALIDATION, OVERDUE_MESSAGES, PORTAL_PASSWORD_MIN_LENGTH } from './client-messages';

/**
 * The clients API contract (JSON camelCase). Every route is owner-only; the workspace comes
 * from the session; a client id of another workspace, or not a UUID, answers 404 'Client not found'.
 *
 * - GET    /api/clients?q=&status=active|archived&cursor=&limit=&assigned=me&due=overdue  → ClientListResponse
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
 * - GET    /api/dashboard?assigned=me    → DashboardDto
 */

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
/** `?due=overdue`: only the clients with a stage past its due date. */
export const CLIENT_DUE_FILTERS = ['overdue'] as const;
export type ClientDueFilter = (typeof CLIENT_DUE_FILTERS)[number];

/**
 * GET /api/clients query. status 'active' (default) lists every client not archived
 * (active and completed); 'archived' lists the archived ones.
 */
export const clientListQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  status: z.enum(CLIENT_LIST_VIEWS).default('active'),
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENT_PAGE_SIZE),
  /** 'me': only the clients assigned to the signed-in person (a Member's list always is). */
  assigned: z.enum(ASSIGNED_FILTERS, { error: ASSIGNMENT_MESSAGES.badFilter }).optional(),
  /** 'overdue': only active clients with a stage past its due date on their clock. */
  due: z.enum(CLIENT_DUE_FILTERS, { error: OVERDUE_MESSAGES.badFilter }).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** GET /api/dashboard query: `assigned=me` counts and lists only the clients assigned to the caller. */
export const dashboardQuerySchema = z.object({
  assigned: z.enum(ASSIGNED_FILTERS, { error: ASSIGNMENT_MESSAGES.badFilter }).optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export { ASSIGNED_FILTERS, ASSIGNMENT_MESSAGES, type AssignedFilter } from './assignment-messages';
export {
  CLIENT_MESSAGES,
  CLIENT_VALIDATION,
  DASHBOARD_MESSAGES,
  OVERDUE_MESSAGES,
  PORTAL_PASSWORD_MIN_LENGTH,
} from './client-messages';
