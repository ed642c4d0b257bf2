import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';
import { countsAsBefore, countsWithoutErased } from './erased-client-counts';

/**
 * Data requests (issue 38): a workspace's export, built in the background and kept for 7 days, and
 * the record left when a client's personal data is erased. An erased client keeps a row in
 * `projects` with nothing personal in it (`erased_at` set), so invoices and payments, which the
 * owner must keep for their books, still add up; every route answers 404 for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE projects ADD COLUMN erased_at timestamptz;

    CREATE TABLE client_erasures (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      project_id uuid NOT NULL UNIQUE REFERENCES projects(id) ON DELETE CASCADE,
      erased_by_user_id text REFERENCES "user"(id) ON DELETE SET NULL,
      erased_by_name text NOT NULL,
      erased_at timestamptz NOT NULL DEFAULT now(),
      summary jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX client_erasures_workspace ON client_erasures (workspace_id, erased_at DESC);

    CREATE TABLE workspace_exports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      requested_by_user_id text REFERENCES "user"(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
      progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      storage_key text,
      size_bytes bigint,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      expires_at timestamptz
    );
    CREATE INDEX workspace_exports_workspace ON workspace_exports (workspace_id, created_at DESC);
    -- One export being built per workspace at a time (a second request answers 409).
    CREATE UNIQUE INDEX workspace_exports_one_active ON workspace_exports (workspace_id)
      WHERE status IN ('queued', 'running');
    `,
  );
  await countsWithoutErased(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await countsAsBefore(db);
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS workspace_exports;
    DROP TABLE IF EXISTS client_erasures;
    ALTER TABLE projects DROP COLUMN IF EXISTS erased_at;
    `,
  );
}
