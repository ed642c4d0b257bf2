import type {
  ANY_STATUS,
  ApiKeyScope,
  ApprovalValue,
  ClientStatus,
  DeliverableItemType,
  DomainCheck,
  DomainRecordCheck,
  DomainState,
  InsightMetric,
  JourneyEventKind,
  MessageVariantId,
  OwnerNotificationKind,
  Phase,
  PlanId,
  SlotType,
  StepType,
  StoredSubmissionStatus,
  SubmissionEventAction,
  SubscriptionStatus,
  TestimonialEventAction,
  TestimonialStatus,
  WebhookEndpointSource,
  WebhookEvent,
  WebhookMessageEvent,
  WebhookMessageStatus,
} from '@bloom/core';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { UploaderType } from '../storage/storage-keys';
import type {
  AgreementDocumentsTable,
  AgreementEventsTable,
  AgreementSignersTable,
  AgreementsTable,
} from './schema-agreements';
import type { ClientContactsTable } from './schema-contacts';
import type { ClientErasuresTable, WorkspaceExportsTable } from './schema-data-requests';
import type { StageDueDatesTable, StageDueRemindersTable } from './schema-due-dates';
import type { OwnershipTransfersTable } from './schema-ownership';
import type {
  CreditNotesTable,
  InvoiceCountersTable,
  InvoiceRemindersTable,
  InvoicesTable,
  PaymentPlansTable,
  PaymentProviderEventsTable,
  PaymentSettingsTable,
  PaymentsTable,
  PaymentTestSessionsTable,
} from './schema-payments';
import type {
  ClientAssignmentsTable,
  SessionWorkspacesTable,
  WorkspaceInvitationsTable,
  WorkspaceMembersTable,
} from './schema-team';

/**
 * Hand-kept table types; they mirror migrations/ exactly: one interface per table, and a column
 * a CHECK limits to a list is typed by core's union of that list.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A nullable text column an insert may leave out (the attribution columns of migrations 017 and 019). */
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfilesTable {
  id: string;
  message_variant: Generated<MessageVariantId>;
  /** The plan the landing page showed at sign-up (migration 006); null on older accounts without a subscription. */
  signup_plan: PlanId | null;
  created_at: Generated<Date>;
}

export interface LandingVisitsTable {
  id: Generated<string>;
  subdomain: string | null;
  message_variant: MessageVariantId | null;
  referrer: string | null;
  user_agent: string | null;
  session_id: string | null;
  created_at: Generated<Date>;
}

export interface CtaClicksTable {
  id: Generated<string>;
  subdomain: string | null;
  message_variant: MessageVariantId | null;
  session_id: string | null;
  created_at: Generated<Date>;
}

export interface WorkspacesTable {
  id: Generated<string>;
  user_id: string;
  name: Generated<string>;
  contact_email: string | null;
  onboarding_completed: Generated<boolean>;
  /** The public path of the logo, /api/logos/<sha256>.<ext> (migration 009). */
  logo_url: string | null;
  /** The logo's storage key (migration 009). */
  logo_key: string | null;
  primary_color: Generated<string>;
  /** Migration 009 (was secondary_color). */
  accent_color: string | null;
  calendly_url: string | null;
  checklist_dismissed: Generated<boolean>;
  timezone: Generated<string>;
  /** Migration 031: moves with every write that changes a cached answer (docs/decisions/043-answer-cache.md). */
  data_version: ColumnType<string, never, never>;
  /** Migration 011: the invitation template (null: the default), reminders, notification toggles. */
  invitation_subject: string | null;
  invitation_body: string | null;
  reminders_enabled: Generated<boolean>;
  reminder_interval_days: Generated<number>;
  /** Migration 026: days relative to a stage's due date when a due-date reminder goes ([-2, 0, 1] by default). */
  due_reminder_offsets: ColumnType<number[], string | undefined, string>;
  notify_submission: Generated<boolean>;
  notify_testimonial: Generated<boolean>;
  notify_milestone: Generated<boolean>;
  notify_weekly_summary: Generated<boolean>;
  /** Migration 012: the public wall's switch; bumped by triggers on any change a public page shows. */
  wall_enabled: Generated<boolean>;
  publish_version: ColumnType<number, never, never>;
  /** The local Monday (YYYY-MM-DD) of the last weekly summary claimed. */
  weekly_summary_week: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FlowTemplatesTable {
  id: Generated<string>;
  workspace_id: string | null;
  name: string;
  description: string | null;
  intro_text: string | null;
  is_default: Generated<boolean>;
  is_archived: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FlowStepsTable {
  id: Generated<string>;
  template_id: string;
  step_order: number;
  step_type: StepType;
  phase: Phase;
  name: string;
  description: string | null;
  form_config: JSONColumnType<unknown[]>;
  /** A stage's own condition (core's Condition, issue 36); null: it always applies. */
  skip_logic: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Migration 024: an agreement stage's document (core's StageAgreementConfig); null otherwise. */
  agreement: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Migration 025: a payment stage's lines, taxes and schedule (core's StagePaymentConfig); null otherwise. */
  payment: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Migration 026: the stage's due date rule (core's StageDueRule); null: none. */
  due_rule: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  deleted_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DeliverableSlotsTable {
  id: Generated<string>;
  step_id: string;
  slot_type: SlotType;
  label: string;
  description: string | null;
  is_required: Generated<boolean>;
  display_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface ProjectsTable {
  id: Generated<string>;
  workspace_id: string;
  template_id: string | null;
  name: string;
  client_name: string;
  client_email: string | null;
  password_hash: string | null;
  notes: string | null;
  status: Generated<ClientStatus>;
  share_token: string;
  current_step: Generated<number>;
  intro_text: string | null;
  /** Non-draft submissions and testimonials, kept by triggers (migration 004). */
  submission_count: Generated<number>;
  testimonial_count: Generated<number>;
  /** When the client unsubscribed from this workspace's emails; the owner cannot clear it (migration 010). */
  email_unsubscribed_at: NullableTimestamp;
  /** Migration 011: the invitation queued, and accepted by the SMTP server. */
  invitation_queued_at: NullableTimestamp;
  invitation_sent_at: NullableTimestamp;
  /** The client's reminder override: off, or its own interval (null: the workspace's). */
  reminders_off: Generated<boolean>;
  reminder_interval_days: number | null;
  last_reminder_at: NullableTimestamp;
  /** The client's last visit to the portal, and their browser's IANA time zone. */
  portal_last_seen_at: NullableTimestamp;
  client_timezone: string | null;
  /** A permanent (5xx) refusal of the address: no more mail to it until the owner changes it. */
  email_bounced_at: NullableTimestamp;
  email_bounce_reason: string | null;
  /** Migration 015, the journey's milestones insights read: the portal's first visit (the seen beacon). */
  portal_first_opened_at: NullableTimestamp;
  /** When the client completed the journey (the first time, kept through archive and restore). */
  completed_at: NullableTimestamp;
  /** The last first submission of a stage: the stuck list waits from here (else created_at). */
  progress_at: NullableTimestamp;
  /** Migration 026: the journey's stages that do not apply to this client (conditions), kept at every portal write. */
  skipped_step_ids: ColumnType<string[], string | undefined, string>;
  /** Migration 030: set when the client's personal data was erased; every route answers 404 for it. */
  erased_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Kept by triggers (migration 004); read-only for the application. */
export interface WorkspaceCountsTable {
  workspace_id: string;
  active: number;
  completed: number;
  archived: number;
  submissions: number;
  testimonials: number;
}

export interface FormSubmissionsTable {
  id: Generated<string>;
  project_id: string;
  step_id: string | null;
  response_data: JSONColumnType<Record<string, unknown>>;
  status: Generated<StoredSubmissionStatus>;
  submitted_at: Generated<Date>;
  reviewed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 019: the contact who sent it first (a draft's: who saved it last), and their name then. */
  submitted_by_contact_id: OptionalText;
  submitted_by_contact_name: OptionalText;
}

export interface AttachmentsTable {
  id: Generated<string>;
  project_id: string;
  uploaded_by_type: Generated<UploaderType>;
  file_path: string;
  original_filename: string;
  file_size: ColumnType<string, number, number>;
  mime_type: string;
  description: string | null;
  created_at: Generated<Date>;
}

export interface DeliverablesTable {
  id: Generated<string>;
  project_id: string;
  step_id: string | null;
  slot_id: string | null;
  title: string;
  description: string | null;
  display_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 017: who added it, and their name then. */
  created_by: OptionalText;
  created_by_name: OptionalText;
}

export interface DeliverableItemsTable {
  id: Generated<string>;
  deliverable_id: string;
  item_type: DeliverableItemType;
  attachment_id: string | null;
  url: string | null;
  link_title: string | null;
  display_order: Generated<number>;
  created_at: Generated<Date>;
}

export interface DeliverableReviewsTable {
  id: Generated<string>;
  deliverable_id: string;
  project_id: string;
  decision: ApprovalValue;
  comment: string | null;
  created_at: Generated<Date>;
  /** Migration 019: the contact who decided, and their name then. */
  contact_id: OptionalText;
  contact_name: OptionalText;
}

/** Migration 007: review actions and resubmissions; the first submission is submitted_at. */
export interface SubmissionEventsTable {
  id: Generated<string>;
  submission_id: string;
  action: Exclude<SubmissionEventAction, 'submitted'>;
  comment: string | null;
  created_at: Generated<Date>;
  /** Migration 017: who took it (null: before teams, or their account is gone) and their name then. */
  actor_user_id: OptionalText;
  actor_name: OptionalText;
  /** Migration 019: the contact who resubmitted (their name in actor_name). */
  contact_id: OptionalText;
}

/** Migration 007: the client's writes (with the permission given) and the owner's moderation. */
export interface TestimonialEventsTable {
  id: Generated<string>;
  testimonial_id: string;
  action: TestimonialEventAction;
  publish_permission: boolean | null;
  created_at: Generated<Date>;
  /** Migration 017: the owner-side person who moderated (null for the client's own writes). */
  actor_user_id: OptionalText;
  actor_name: OptionalText;
}

export interface TestimonialsTable {
  id: Generated<string>;
  project_id: string;
  /** The portal's testimonial stage that wrote it (migration 005). */
  step_id: string | null;
  content: string;
  client_name: string;
  client_title: string | null;
  client_company: string | null;
  rating: number | null;
  publish_permission: Generated<boolean>;
  approval_status: Generated<TestimonialStatus>;
  approved_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** Migration 012: hidden from the widget and wall (still approved), pinned to the top, version. */
  hidden: Generated<boolean>;
  pinned_at: NullableTimestamp;
  updated_at: Generated<Date>;
  /** Migration 019: the contact who wrote it, and their name then. */
  contact_id: OptionalText;
  contact_name: OptionalText;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  subscription_status: Generated<SubscriptionStatus>;
  trial_type: string | null;
  trial_end_date: NullableTimestamp;
  trial_subdomain: PlanId | null;
  price_id: string | null;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: NullableTimestamp;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  payment_failure_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  user_id: string | null;
  received_at: Generated<Date>;
}

export interface BillingTestSessionsTable {
  id: string;
  user_id: string;
  kind: 'checkout' | 'portal';
  plan: PlanId | null;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Migration 010: the Reply-To and the extra headers (List-Unsubscribe…) SMTP would have sent. */
  reply_to: string | null;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** Migration 024: attachments as { filename, contentType, base64 } (a signed agreement's PDF). */
  attachments: ColumnType<OutboxAttachment[] | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** Migration 014: an outgoing webhook endpoint; secrets are AES-GCM encrypted with AUTH_SECRET. */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  workspace_id: string;
  url: string;
  description: Generated<string>;
  /** Written from core's events; read as stored, since a row may still name an event the product dropped. */
  events: ColumnType<string[], WebhookEvent[], WebhookEvent[]>;
  enabled: Generated<boolean>;
  source: Generated<WebhookEndpointSource>;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_expires_at: NullableTimestamp;
  disabled_reason: string | null;
  failing_since: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Migration 014: one event for one endpoint; `event_id` is the webhook-id of every try. */
export interface WebhookMessagesTable {
  id: Generated<string>;
  endpoint_id: string;
  workspace_id: string;
  event_id: string;
  /** Written from core's events (or the test); read as stored, like webhook_endpoints.events. */
  event_type: ColumnType<string, WebhookMessageEvent, never>;
  body: string;
  status: Generated<WebhookMessageStatus>;
  attempt_count: Generated<number>;
  next_attempt_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Migration 014: one delivery try of a message. */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  message_id: string;
  attempted_at: Generated<Date>;
  status_code: number | null;
  duration_ms: number;
  succeeded: boolean;
  response_excerpt: Generated<string>;
  error: string | null;
}

/** Migration 014: an API key, known only by its SHA-256 hash. */
export interface ApiKeysTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  display_prefix: string;
  key_hash: string;
  scope: ApiKeyScope;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Migration 012: a testimonial widget; `settings` is core's WidgetSettings. */
export interface WidgetsTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  settings: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Migration 011: what happened to a client, waiting to be grouped into one owner email. */
export interface OwnerNotificationsTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  kind: OwnerNotificationKind;
  stage_name: string;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Migration 008: the first answer to a creating POST, replayed for a retry with the same Idempotency-Key. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  /** The first success's status and JSON body; both null while that request runs. */
  status: number | null;
  response_body: string | null;
  created_at: Generated<Date>;
}

/** Migration 009: stored files whose rows are gone, removed after the commit and retried hourly. */
export interface StorageDeletionsTable {
  id: Generated<string>;
  /** A storage key, or with is_prefix every object under `target/`. */
  target: string;
  is_prefix: boolean;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
}

/** Migration 016: a workspace's portal subdomain and custom domain (docs/decisions/029-portal-domains.md). */
export interface PortalDomainsTable {
  workspace_id: string;
  subdomain: string | null;
  custom_domain: string | null;
  challenge_token: string | null;
  state: DomainState | null;
  cname_target: string | null;
  custom_added_at: NullableTimestamp;
  verified_at: NullableTimestamp;
  last_checked_at: NullableTimestamp;
  first_failing_at: NullableTimestamp;
  /** The last check's records (core's DomainCheck), written as JSON text. */
  check_results: ColumnType<StoredDomainCheck | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** `portal_domains.check_results`: core's DomainCheck as stored. */
export interface StoredDomainCheck extends Pick<DomainCheck, 'ok' | 'inconclusive'> {
  records: DomainRecordCheck[];
  /** Set when the records were right but another workspace had verified the host first. */
  taken?: boolean;
}

/** Migration 015: what a client did, recorded with the change; no address, no user agent. */
export interface JourneyEventsTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  template_id: string | null;
  step_id: string | null;
  kind: JourneyEventKind;
  occurred_at: Generated<Date>;
}

/** Migration 015: a client's contributions to the insights; written only by refresh_client_insights(). */
export interface ClientInsightFactsTable {
  project_id: string;
  workspace_id: string;
  /** '' for no journey or no stage; bucket -1 for no duration. */
  template_id: string;
  day: ColumnType<string, string, string>;
  status: ClientStatus;
  step_id: string;
  metric: InsightMetric;
  bucket: number;
  n: number;
}

/** Migration 015: the facts summed per workspace, journey, block of cohort days, status, stage, metric and bucket. */
export interface InsightRollupTable {
  workspace_id: string;
  template_id: string;
  /** Blocks of 2^level cohort days; block = days since 1970 >> level (core's insight-blocks.ts). */
  level: number;
  block: number;
  /** The clients' status, or ANY_STATUS for every client. */
  status: ClientStatus | typeof ANY_STATUS;
  step_id: string;
  metric: InsightMetric;
  bucket: number;
  n: number;
}

export interface Database {
  user: UserTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  landing_visits: LandingVisitsTable;
  cta_clicks: CtaClicksTable;
  workspaces: WorkspacesTable;
  flow_templates: FlowTemplatesTable;
  flow_steps: FlowStepsTable;
  deliverable_slots: DeliverableSlotsTable;
  projects: ProjectsTable;
  workspace_counts: WorkspaceCountsTable;
  form_submissions: FormSubmissionsTable;
  attachments: AttachmentsTable;
  deliverables: DeliverablesTable;
  deliverable_items: DeliverableItemsTable;
  deliverable_reviews: DeliverableReviewsTable;
  submission_events: SubmissionEventsTable;
  testimonial_events: TestimonialEventsTable;
  testimonials: TestimonialsTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  billing_test_sessions: BillingTestSessionsTable;
  outbox: OutboxTable;
  owner_notifications: OwnerNotificationsTable;
  widgets: WidgetsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_attempts: WebhookAttemptsTable;
  api_keys: ApiKeysTable;
  rate_limits: RateLimitsTable;
  app_meta: AppMetaTable;
  idempotency_keys: IdempotencyKeysTable;
  storage_deletions: StorageDeletionsTable;
  portal_domains: PortalDomainsTable;
  journey_events: JourneyEventsTable;
  client_insight_facts: ClientInsightFactsTable;
  insight_rollup: InsightRollupTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  client_assignments: ClientAssignmentsTable;
  session_workspaces: SessionWorkspacesTable;
  client_contacts: ClientContactsTable;
  ownership_transfers: OwnershipTransfersTable;
  agreement_documents: AgreementDocumentsTable;
  agreements: AgreementsTable;
  agreement_signers: AgreementSignersTable;
  agreement_events: AgreementEventsTable;
  payment_settings: PaymentSettingsTable;
  invoice_counters: InvoiceCountersTable;
  payment_plans: PaymentPlansTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  credit_notes: CreditNotesTable;
  payment_provider_events: PaymentProviderEventsTable;
  invoice_reminders: InvoiceRemindersTable;
  stage_due_dates: StageDueDatesTable;
  stage_due_reminders: StageDueRemindersTable;
  payment_test_sessions: PaymentTestSessionsTable;
  client_erasures: ClientErasuresTable;
  workspace_exports: WorkspaceExportsTable;
}
