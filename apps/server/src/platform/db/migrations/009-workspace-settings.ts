import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * The workspace settings (issue 19, docs/decisions/021): the accent colour (the unused
 * secondary_color, renamed), the Calendly link, the dismissed setup checklist and the logo's
 * storage key (logo_url holds its public path, /api/logos/<sha256>.<ext>, looked up by the
 * public logo route). storage_deletions holds stored files whose rows are gone: written in the
 * transaction that deletes the rows, emptied after the commit and retried by the housekeeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE workspaces RENAME COLUMN secondary_color TO accent_color;
    ALTER TABLE workspaces
      ADD COLUMN calendly_url text CHECK (calendly_url ~* '^https://(www\\.)?calendly\\.com/.+' AND length(calendly_url) <= 500),
      ADD COLUMN checklist_dismissed boolean NOT NULL DEFAULT false,
      ADD COLUMN logo_key text;
    CREATE INDEX workspaces_logo_url_idx ON workspaces (logo_url) WHERE logo_key IS NOT NULL;

    CREATE TABLE storage_deletions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- a storage key, or a prefix whose every object goes (a deleted client's project id)
      target text NOT NULL,
      is_prefix boolean NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX storage_deletions_created_idx ON storage_deletions (created_at);

    -- Owners already at work before the setup wizard existed are not sent through it.
    UPDATE workspaces w SET onboarding_completed = true
      WHERE NOT w.onboarding_completed
        AND (EXISTS (SELECT 1 FROM projects p WHERE p.workspace_id = w.id)
          OR EXISTS (SELECT 1 FROM flow_templates t WHERE t.workspace_id = w.id));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS storage_deletions;
    DROP INDEX IF EXISTS workspaces_logo_url_idx;
    ALTER TABLE workspaces DROP COLUMN IF EXISTS logo_key, DROP COLUMN IF EXISTS checklist_dismissed, DROP COLUMN IF EXISTS calendly_url;
    ALTER TABLE workspaces RENAME COLUMN accent_color TO secondary_color;
  `,
  );
}
