import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Payments (issue 35, docs/decisions/035-payments.md). A payment stage keeps its lines, taxes and
 * schedule on the stage (`flow_steps.payment`). The workspace's business details and connected
 * account are `payment_settings`. When a client starts paying a stage, a `payment_plans` row freezes
 * the stage (lines, totals, the schedule's installments); each installment that falls due becomes
 * an `invoices` row numbered without gaps from `invoice_counters`. A checkout at the provider is a
 * `payments` row; a refund made at the provider becomes a `credit_notes` row. Every provider event
 * is recorded once in `payment_provider_events`. The built-in test provider keeps its checkout
 * sessions in `payment_test_sessions`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE flow_steps DROP CONSTRAINT IF EXISTS flow_steps_step_type_check;
    ALTER TABLE flow_steps ADD CONSTRAINT flow_steps_step_type_check
      CHECK (step_type IN ('onboarding','milestone','testimonial','custom','agreement','payment'));
    ALTER TABLE flow_steps ADD COLUMN payment jsonb;

    CREATE TABLE payment_settings (
      workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
      provider text NOT NULL DEFAULT 'test' CHECK (provider IN ('test','stripe')),
      account_id text,
      account_status text NOT NULL DEFAULT 'none' CHECK (account_status IN ('none','pending','active')),
      legal_name text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      tax_id text NOT NULL DEFAULT '',
      tax_rates jsonb NOT NULL DEFAULT '[]'::jsonb,
      prices_include_tax boolean NOT NULL DEFAULT false,
      currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
      invoice_prefix text NOT NULL DEFAULT 'INV-',
      payment_terms_days integer NOT NULL DEFAULT 14 CHECK (payment_terms_days BETWEEN 0 AND 365),
      footer text NOT NULL DEFAULT '',
      reminder_offsets jsonb NOT NULL DEFAULT '[-7,0,2]'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX payment_settings_account ON payment_settings (provider, account_id) WHERE account_id IS NOT NULL;

    CREATE TABLE invoice_counters (
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      series text NOT NULL CHECK (series IN ('invoice','credit_note')),
      last_number integer NOT NULL CHECK (last_number >= 0),
      PRIMARY KEY (workspace_id, series)
    );

    CREATE TABLE payment_plans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      step_id text REFERENCES flow_steps(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','paid','voided')),
      choice text NOT NULL CHECK (choice IN ('full','deposit','instalments')),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      title text NOT NULL,
      quote jsonb NOT NULL,
      installments jsonb NOT NULL,
      total integer NOT NULL CHECK (total >= 0),
      created_by_contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz
    );
    -- One live plan per client and stage; a voided plan makes way for a new one.
    CREATE UNIQUE INDEX payment_plans_live ON payment_plans (project_id, step_id) WHERE status <> 'voided';
    CREATE INDEX payment_plans_workspace ON payment_plans (workspace_id, created_at);

    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      plan_id uuid NOT NULL REFERENCES payment_plans(id) ON DELETE CASCADE,
      installment integer NOT NULL CHECK (installment >= 0),
      kind text NOT NULL CHECK (kind IN ('full','deposit','instalment','final')),
      seq integer NOT NULL CHECK (seq > 0),
      number text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','paid','void')),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      document jsonb NOT NULL,
      total integer NOT NULL CHECK (total >= 0),
      amount_due integer NOT NULL CHECK (amount_due >= 0),
      amount_paid integer NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
      amount_refunded integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0),
      issued_at timestamptz NOT NULL DEFAULT now(),
      due_date date NOT NULL,
      paid_at timestamptz,
      voided_at timestamptz,
      void_reason text,
      pdf_key text,
      receipt_key text,
      billing_contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL,
      UNIQUE (workspace_id, seq),
      UNIQUE (plan_id, installment)
    );
    CREATE INDEX invoices_project ON invoices (project_id, issued_at);
    CREATE INDEX invoices_workspace ON invoices (workspace_id, issued_at DESC, id);
    -- The payment reminder sweep reads only open invoices by due date.
    CREATE INDEX invoices_open_due ON invoices (due_date) WHERE status = 'open';

    CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL,
      provider text NOT NULL CHECK (provider IN ('test','stripe')),
      account_id text NOT NULL,
      session_id text NOT NULL,
      payment_ref text,
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','succeeded','failed','expired')),
      amount_refunded integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0),
      method text,
      flag text CHECK (flag IN ('invoice_void','already_paid','amount_mismatch')),
      created_at timestamptz NOT NULL DEFAULT now(),
      succeeded_at timestamptz,
      UNIQUE (provider, session_id)
    );
    CREATE INDEX payments_invoice ON payments (invoice_id, created_at);
    CREATE INDEX payments_workspace ON payments (workspace_id, created_at);

    CREATE TABLE credit_notes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      provider_refund_id text NOT NULL,
      seq integer NOT NULL CHECK (seq > 0),
      number text NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      document jsonb NOT NULL,
      pdf_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (payment_id, provider_refund_id),
      UNIQUE (workspace_id, seq)
    );
    CREATE INDEX credit_notes_invoice ON credit_notes (invoice_id);

    CREATE TABLE payment_provider_events (
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    );

    CREATE TABLE invoice_reminders (
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      offset_days integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (invoice_id, offset_days)
    );

    CREATE TABLE payment_test_sessions (
      id text PRIMARY KEY,
      account_id text NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      description text NOT NULL,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','paid','failed','expired')),
      payment_ref text,
      refunds jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE owner_notifications DROP CONSTRAINT IF EXISTS owner_notifications_kind_check;
    ALTER TABLE owner_notifications ADD CONSTRAINT owner_notifications_kind_check
      CHECK (kind IN ('submission','testimonial','milestone','agreement_signed','agreement_declined','payment_received'));
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DELETE FROM owner_notifications WHERE kind = 'payment_received';
    ALTER TABLE owner_notifications DROP CONSTRAINT IF EXISTS owner_notifications_kind_check;
    ALTER TABLE owner_notifications ADD CONSTRAINT owner_notifications_kind_check
      CHECK (kind IN ('submission','testimonial','milestone','agreement_signed','agreement_declined'));
    DROP TABLE IF EXISTS payment_test_sessions;
    DROP TABLE IF EXISTS invoice_reminders;
    DROP TABLE IF EXISTS payment_provider_events;
    DROP TABLE IF EXISTS credit_notes;
    DROP TABLE IF EXISTS payments;
    DROP TABLE IF EXISTS invoices;
    DROP TABLE IF EXISTS payment_plans;
    DROP TABLE IF EXISTS invoice_counters;
    DROP TABLE IF EXISTS payment_settings;
    DELETE FROM flow_steps WHERE step_type = 'payment';
    ALTER TABLE flow_steps DROP COLUMN IF EXISTS payment;
    ALTER TABLE flow_steps DROP CONSTRAINT IF EXISTS flow_steps_step_type_check;
    ALTER TABLE flow_steps ADD CONSTRAINT flow_steps_step_type_check
      CHECK (step_type IN ('onboarding','milestone','testimonial','custom','agreement'));
    `,
  );
}
