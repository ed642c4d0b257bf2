import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * The whole data model (the entities of docs/product.md). Runs after better-auth's own tables exist, because
 * profiles, workspaces and subscriptions reference "user".
 * Journey ids (templates, steps, slots) are text so built-ins can have stable ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE profiles (
      id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
      message_variant text NOT NULL DEFAULT 'a' CHECK (message_variant IN ('a','b','c','d')),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE landing_visits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subdomain text,
      message_variant text CHECK (message_variant IN ('a','b','c','d')),
      referrer text,
      user_agent text,
      session_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX landing_visits_created_idx ON landing_visits (created_at);

    CREATE TABLE cta_clicks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subdomain text,
      message_variant text CHECK (message_variant IN ('a','b','c','d')),
      session_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX cta_clicks_created_idx ON cta_clicks (created_at);

    CREATE TABLE workspaces (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id text NOT NULL UNIQUE REFERENCES "user"(id) ON DELETE CASCADE,
      name text NOT NULL DEFAULT 'My Workspace' CHECK (length(btrim(name)) > 0),
      contact_email text,
      onboarding_completed boolean NOT NULL DEFAULT false,
      logo_url text,
      primary_color text NOT NULL DEFAULT '#14b8a6' CHECK (primary_color ~ '^#[0-9a-fA-F]{6}$'),
      secondary_color text CHECK (secondary_color ~ '^#[0-9a-fA-F]{6}$'),
      timezone text NOT NULL DEFAULT 'UTC',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE flow_templates (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      workspace_id uuid REFERENCES workspaces(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      description text,
      intro_text text,
      is_default boolean NOT NULL DEFAULT false,
      is_archived boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- built-ins (defaults) belong to no workspace; every other journey belongs to one
      CHECK ((workspace_id IS NULL) = is_default)
    );
    CREATE INDEX flow_templates_workspace_idx ON flow_templates (workspace_id, created_at DESC);

    CREATE TABLE flow_steps (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      template_id text NOT NULL REFERENCES flow_templates(id) ON DELETE CASCADE,
      step_order integer NOT NULL CHECK (step_order >= 1),
      step_type text NOT NULL DEFAULT 'custom' CHECK (step_type IN ('onboarding','milestone','testimonial','custom')),
      phase text NOT NULL DEFAULT 'onboarding' CHECK (phase IN ('onboarding','deliverables','feedback')),
      name text NOT NULL,
      description text,
      form_config jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(form_config) = 'array'),
      skip_logic jsonb,
      -- a stage removed from a journey that clients already answered is kept, hidden
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX flow_steps_template_idx ON flow_steps (template_id, step_order);

    CREATE TABLE deliverable_slots (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      step_id text NOT NULL REFERENCES flow_steps(id) ON DELETE CASCADE,
      slot_type text NOT NULL CHECK (slot_type IN ('link','file')),
      label text NOT NULL,
      description text,
      is_required boolean NOT NULL DEFAULT false,
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX deliverable_slots_step_idx ON deliverable_slots (step_id, display_order);

    CREATE TABLE projects (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      template_id text REFERENCES flow_templates(id) ON DELETE SET NULL,
      name text NOT NULL CHECK (length(btrim(name)) > 0),
      client_name text NOT NULL CHECK (length(btrim(client_name)) > 0),
      client_email text,
      -- argon2id hash of the optional portal password, never the password itself
      password_hash text,
      notes text,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','completed','archived')),
      share_token text NOT NULL UNIQUE CHECK (length(share_token) >= 22),
      current_step integer NOT NULL DEFAULT 0 CHECK (current_step >= 0),
      intro_text text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX projects_workspace_idx ON projects (workspace_id, created_at DESC, id);
    CREATE INDEX projects_workspace_status_idx ON projects (workspace_id, status, created_at DESC);
    CREATE INDEX projects_template_idx ON projects (template_id);

    CREATE TABLE form_submissions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      step_id text REFERENCES flow_steps(id) ON DELETE SET NULL,
      response_data jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(response_data) = 'object'),
      status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('draft','submitted','reviewed')),
      submitted_at timestamptz NOT NULL DEFAULT now(),
      reviewed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX form_submissions_project_idx ON form_submissions (project_id, submitted_at DESC);
    CREATE INDEX form_submissions_project_step_idx ON form_submissions (project_id, step_id, submitted_at DESC);
    CREATE INDEX form_submissions_step_idx ON form_submissions (step_id);

    CREATE TABLE attachments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      uploaded_by_type text NOT NULL DEFAULT 'freelancer' CHECK (uploaded_by_type IN ('freelancer','client')),
      file_path text NOT NULL UNIQUE,
      original_filename text NOT NULL,
      file_size bigint NOT NULL CHECK (file_size >= 0),
      mime_type text NOT NULL,
      description text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX attachments_project_idx ON attachments (project_id, created_at DESC);

    CREATE TABLE deliverables (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      step_id text REFERENCES flow_steps(id) ON DELETE SET NULL,
      slot_id text REFERENCES deliverable_slots(id) ON DELETE SET NULL,
      title text NOT NULL CHECK (length(btrim(title)) > 0),
      description text,
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX deliverables_project_idx ON deliverables (project_id, display_order);

    CREATE TABLE deliverable_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      deliverable_id uuid NOT NULL REFERENCES deliverables(id) ON DELETE CASCADE,
      item_type text NOT NULL CHECK (item_type IN ('file','link')),
      attachment_id uuid REFERENCES attachments(id) ON DELETE CASCADE,
      url text,
      link_title text,
      display_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((item_type = 'file' AND attachment_id IS NOT NULL) OR (item_type = 'link' AND url IS NOT NULL))
    );
    CREATE INDEX deliverable_items_deliverable_idx ON deliverable_items (deliverable_id, display_order);
    CREATE INDEX deliverable_items_attachment_idx ON deliverable_items (attachment_id);

    CREATE TABLE testimonials (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      content text NOT NULL CHECK (length(btrim(content)) > 0),
      client_name text NOT NULL,
      client_title text,
      client_company text,
      rating integer CHECK (rating BETWEEN 1 AND 5),
      publish_permission boolean NOT NULL DEFAULT false,
      approval_status text NOT NULL DEFAULT 'pending' CHECK (approval_status IN ('pending','approved','rejected')),
      approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX testimonials_project_idx ON testimonials (project_id, created_at DESC);
    CREATE INDEX testimonials_status_idx ON testimonials (approval_status, created_at DESC);

    CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id text NOT NULL UNIQUE REFERENCES "user"(id) ON DELETE CASCADE,
      stripe_customer_id text UNIQUE,
      stripe_subscription_id text UNIQUE,
      subscription_status text NOT NULL DEFAULT 'not_started' CHECK (subscription_status IN
        ('not_started','incomplete','incomplete_expired','trialing','active','past_due','unpaid','canceled','paused')),
      trial_type text,
      trial_end_date timestamptz,
      trial_subdomain text CHECK (trial_subdomain IN ('try','start','pro','launch')),
      price_id text,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      current_period_end timestamptz,
      payment_method_brand text,
      payment_method_last4 text CHECK (payment_method_last4 ~ '^[0-9]{4}$'),
      payment_failure_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outbox_created_idx ON outbox (created_at DESC);

    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      count integer NOT NULL,
      reset_at timestamptz NOT NULL
    );

    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS app_meta, rate_limits, outbox, subscriptions, testimonials, deliverable_items,
      deliverables, attachments, form_submissions, projects, deliverable_slots, flow_steps,
      flow_templates, workspaces, cta_clicks, landing_visits, profiles CASCADE;
  `,
  );
}
