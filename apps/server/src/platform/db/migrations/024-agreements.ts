import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Agreements (issue 34, docs/decisions/034-agreements.md). An agreement stage keeps its document
 * on the stage (`flow_steps.agreement`: template text or an uploaded PDF). Sending it to a client
 * freezes the document into an `agreements` row (one per client, stage and version); its signers
 * and its append-only audit trail hang off it. A sealed final document is found by its SHA-256.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE flow_steps DROP CONSTRAINT IF EXISTS flow_steps_step_type_check;
    ALTER TABLE flow_steps ADD CONSTRAINT flow_steps_step_type_check
      CHECK (step_type IN ('onboarding','milestone','testimonial','custom','agreement'));
    ALTER TABLE flow_steps ADD COLUMN agreement jsonb;

    CREATE TABLE agreement_documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      file_key text NOT NULL,
      file_name text NOT NULL,
      page_count integer NOT NULL CHECK (page_count > 0),
      size_bytes bigint NOT NULL,
      sha256 text NOT NULL,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX agreement_documents_workspace ON agreement_documents (workspace_id);

    CREATE TABLE agreements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      step_id text REFERENCES flow_steps(id) ON DELETE SET NULL,
      version integer NOT NULL CHECK (version > 0),
      status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent','completed','declined','voided')),
      title text NOT NULL,
      source text NOT NULL CHECK (source IN ('text','pdf')),
      original_key text NOT NULL,
      original_sha256 text NOT NULL,
      page_count integer NOT NULL,
      signature_slots jsonb,
      final_key text,
      final_sha256 text,
      signing_order text NOT NULL CHECK (signing_order IN ('clients_first','owner_first')),
      allow_without_email boolean NOT NULL DEFAULT false,
      variables jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      declined_at timestamptz,
      voided_at timestamptz,
      void_reason text,
      replaced_by uuid REFERENCES agreements(id) ON DELETE SET NULL,
      UNIQUE (project_id, step_id, version)
    );
    CREATE INDEX agreements_project ON agreements (project_id, created_at);
    CREATE INDEX agreements_workspace ON agreements (workspace_id, created_at);
    CREATE UNIQUE INDEX agreements_final_sha256 ON agreements (final_sha256) WHERE final_sha256 IS NOT NULL;

    CREATE TABLE agreement_signers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      agreement_id uuid NOT NULL REFERENCES agreements(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('contact','member')),
      contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL,
      user_id text,
      name text NOT NULL,
      email text,
      role_label text,
      sign_order integer NOT NULL CHECK (sign_order IN (1, 2)),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','signed','declined')),
      viewed_at timestamptz,
      consented_at timestamptz,
      code_hash text,
      code_expires_at timestamptz,
      code_attempts integer NOT NULL DEFAULT 0,
      code_sent_at timestamptz,
      code_sends integer NOT NULL DEFAULT 0,
      verified_at timestamptz,
      signature_kind text CHECK (signature_kind IN ('typed','drawn')),
      signature_text text,
      signature_strokes jsonb,
      signed_at timestamptz,
      decline_reason text,
      time_zone text,
      ip text,
      user_agent text
    );
    CREATE INDEX agreement_signers_agreement ON agreement_signers (agreement_id);
    CREATE INDEX agreement_signers_contact ON agreement_signers (contact_id) WHERE contact_id IS NOT NULL;

    CREATE TABLE agreement_events (
      id bigserial PRIMARY KEY,
      agreement_id uuid NOT NULL REFERENCES agreements(id) ON DELETE CASCADE,
      signer_id uuid REFERENCES agreement_signers(id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('created','sent','viewed','consent_given','code_sent','code_verified',
        'signed','countersigned','completed','declined','voided')),
      at timestamptz NOT NULL DEFAULT now(),
      actor text,
      time_zone text,
      ip text,
      user_agent text,
      detail jsonb
    );
    CREATE INDEX agreement_events_agreement ON agreement_events (agreement_id, at, id);

    -- The local outbox keeps a mail's attachments (name, type, bytes) so /dev/outbox can offer them.
    ALTER TABLE outbox ADD COLUMN attachments jsonb;

    -- Owner notifications of agreements: the client signed and the countersignature is next; declined.
    ALTER TABLE owner_notifications DROP CONSTRAINT IF EXISTS owner_notifications_kind_check;
    ALTER TABLE owner_notifications ADD CONSTRAINT owner_notifications_kind_check
      CHECK (kind IN ('submission','testimonial','milestone','agreement_signed','agreement_declined'));
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DELETE FROM owner_notifications WHERE kind IN ('agreement_signed','agreement_declined');
    ALTER TABLE owner_notifications DROP CONSTRAINT IF EXISTS owner_notifications_kind_check;
    ALTER TABLE owner_notifications ADD CONSTRAINT owner_notifications_kind_check
      CHECK (kind IN ('submission','testimonial','milestone'));
    ALTER TABLE outbox DROP COLUMN IF EXISTS attachments;
    DROP TABLE IF EXISTS agreement_events;
    DROP TABLE IF EXISTS agreement_signers;
    DROP TABLE IF EXISTS agreements;
    DROP TABLE IF EXISTS agreement_documents;
    ALTER TABLE flow_steps DROP COLUMN IF EXISTS agreement;
    `,
  );
}
