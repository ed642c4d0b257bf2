import { type RawBuilder, sql } from 'kysely';

/** Which rows of a table belong to the workspace `ws` (`t` is the table's alias). */
type Scope = (ws: string) => RawBuilder<unknown>;

export interface ExportedTable {
  name: string;
  /** How a row reaches the workspace, for the README and the schema. */
  path: string;
  scope: Scope;
  /** Credentials kept out of the export (hashes, tokens, secrets). */
  omit?: readonly string[];
}

const own: Scope = (ws) => sql`t.workspace_id = ${ws}`;
const projects = (ws: string) => sql`SELECT id FROM projects WHERE workspace_id = ${ws}`;
const viaProject: Scope = (ws) => sql`t.project_id IN (${projects(ws)})`;
const steps = (ws: string) =>
  sql`SELECT s.id FROM flow_steps s JOIN flow_templates f ON f.id = s.template_id WHERE f.workspace_id = ${ws}`;

const direct = (name: string, omit?: readonly string[]): ExportedTable => ({
  name,
  path: `${name}.workspace_id`,
  scope: own,
  ...(omit ? { omit } : {}),
});
const ofClient = (name: string, omit?: readonly string[]): ExportedTable => ({
  name,
  path: `${name}.project_id -> projects.workspace_id`,
  scope: viaProject,
  ...(omit ? { omit } : {}),
});

/** Every table of the workspace, in the order they are written, with the join path of its rows. */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { name: 'workspaces', path: 'workspaces.id', scope: (ws) => sql`t.id = ${ws}` },
  direct('workspace_members'),
  direct('workspace_invitations', ['token_hash']),
  direct('ownership_transfers'),
  direct('flow_templates'),
  {
    name: 'flow_steps',
    path: 'flow_steps.template_id -> flow_templates.workspace_id',
    scope: (ws) => sql`t.template_id IN (SELECT id FROM flow_templates WHERE workspace_id = ${ws})`,
  },
  {
    name: 'deliverable_slots',
    path: 'deliverable_slots.step_id -> flow_steps.template_id -> flow_templates.workspace_id',
    scope: (ws) => sql`t.step_id IN (${steps(ws)})`,
  },
  // Portal links and client passwords are credentials: kept out.
  direct('projects', ['password_hash', 'share_token']),
  ofClient('client_contacts', ['share_token']),
  direct('client_assignments'),
  direct('client_erasures'),
  ofClient('form_submissions'),
  {
    name: 'submission_events',
    path: 'submission_events.submission_id -> form_submissions.project_id -> projects.workspace_id',
    scope: (ws) => sql`t.submission_id IN (SELECT id FROM form_submissions WHERE project_id IN (${projects(ws)}))`,
  },
  ofClient('attachments'),
  ofClient('deliverables'),
  {
    name: 'deliverable_items',
    path: 'deliverable_items.deliverable_id -> deliverables.project_id -> projects.workspace_id',
    scope: (ws) => sql`t.deliverable_id IN (SELECT id FROM deliverables WHERE project_id IN (${projects(ws)}))`,
  },
  ofClient('deliverable_reviews'),
  ofClient('testimonials'),
  {
    name: 'testimonial_events',
    path: 'testimonial_events.testimonial_id -> testimonials.project_id -> projects.workspace_id',
    scope: (ws) => sql`t.testimonial_id IN (SELECT id FROM testimonials WHERE project_id IN (${projects(ws)}))`,
  },
  direct('stage_due_dates'),
  ofClient('stage_due_reminders'),
  ofClient('manual_reminders'),
  direct('journey_events'),
  direct('owner_notifications'),
  direct('agreement_documents'),
  direct('agreements'),
  {
    name: 'agreement_signers',
    path: 'agreement_signers.agreement_id -> agreements.workspace_id',
    scope: (ws) => sql`t.agreement_id IN (SELECT id FROM agreements WHERE workspace_id = ${ws})`,
    omit: ['code_hash'],
  },
  {
    name: 'agreement_events',
    path: 'agreement_events.agreement_id -> agreements.workspace_id',
    scope: (ws) => sql`t.agreement_id IN (SELECT id FROM agreements WHERE workspace_id = ${ws})`,
  },
  direct('payment_settings'),
  direct('invoice_counters'),
  direct('payment_plans'),
  direct('invoices'),
  {
    name: 'invoice_reminders',
    path: 'invoice_reminders.invoice_id -> invoices.workspace_id',
    scope: (ws) => sql`t.invoice_id IN (SELECT id FROM invoices WHERE workspace_id = ${ws})`,
  },
  direct('payments'),
  direct('credit_notes'),
  direct('widgets'),
  direct('portal_domains', ['challenge_token']),
  direct('api_keys', ['key_hash']),
  direct('webhook_endpoints', ['secret_encrypted', 'previous_secret_encrypted']),
  direct('webhook_messages'),
  {
    name: 'webhook_attempts',
    path: 'webhook_attempts.message_id -> webhook_messages.workspace_id',
    scope: (ws) => sql`t.message_id IN (SELECT id FROM webhook_messages WHERE workspace_id = ${ws})`,
  },
];

/**
 * Every other table of the database and why it is not in the export. A test fails when a table
 * is in neither list, so a new table must be placed here or above.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  user: "Accounts are people's, not the workspace's (a member may work in several workspaces)",
  account: 'Password hashes and sign-in provider tokens',
  session: 'Sign-in sessions (credentials)',
  verification: 'Password-reset and verification tokens',
  session_workspaces: 'Which workspace a sign-in session has open',
  profiles: "A person's sign-up details, not the workspace's",
  subscriptions: "The Owner's subscription to this service, not workspace data",
  billing_events: "The Owner's subscription events at the billing provider",
  billing_test_sessions: "The test billing provider's checkout pages",
  payment_test_sessions: "The test payment provider's checkout pages",
  payment_provider_events: "Processed payment-provider event ids (the service's own bookkeeping)",
  landing_visits: "The marketing site's anonymous analytics",
  cta_clicks: "The marketing site's anonymous analytics",
  outbox: 'The development outbox of mail (no workspace column; mail content is rebuilt from the data)',
  rate_limits: 'Rate-limit counters',
  app_meta: 'The service’s own settings',
  idempotency_keys: 'Short-lived request replays (may hold answers with tokens)',
  storage_deletions: 'Queued file removals (the service’s own bookkeeping)',
  workspace_counts: 'Derived counts, recomputed from the exported tables',
  client_insight_facts: 'Derived insight facts, recomputed from journey_events',
  insight_rollup: 'Derived insight totals, recomputed from journey_events',
  insight_stale_templates: 'Which insight totals wait for a recount (bookkeeping)',
  reminder_queue: 'When each client is next due a reminder look (derived from the exported settings)',
  workspace_exports: 'The exports themselves (bookkeeping of this feature)',
  kysely_migration: 'Which database migrations ran',
  kysely_migration_lock: 'The migrations lock',
};
