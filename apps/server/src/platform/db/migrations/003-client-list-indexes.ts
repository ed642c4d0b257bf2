import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * The text a client search matches: project name, client name and email, one per line.
 * The client list filters on exactly this expression so the trigram index below applies.
 */
export const clientSearchText = (alias = '') =>
  `(${alias}name || E'\\n' || ${alias}client_name || E'\\n' || coalesce(${alias}client_email, ''))`;

/**
 * Indexes for the client list at 100,000 clients (docs/decisions/012):
 * - keyset pages newest first, (created_at DESC, id DESC), one index per list view so the
 *   first page of either view reads 25 index entries whatever the workspace holds;
 * - a trigram index for the contains-search, when pg_trgm can be installed. Without it
 *   (a managed server that refuses the extension) search still works, as a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX IF EXISTS projects_workspace_idx;
    CREATE INDEX projects_workspace_idx ON projects (workspace_id, created_at DESC, id DESC);
    CREATE INDEX projects_workspace_current_idx ON projects (workspace_id, created_at DESC, id DESC)
      WHERE status <> 'archived';
    CREATE INDEX projects_workspace_archived_idx ON projects (workspace_id, created_at DESC, id DESC)
      WHERE status = 'archived';
    CREATE INDEX form_submissions_project_status_idx ON form_submissions (project_id, status);
  `,
  );
  // The exception block runs as a subtransaction, so a refused extension does not abort the migration.
  await sql
    .raw(
      `DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm; EXCEPTION WHEN others THEN RAISE NOTICE 'pg_trgm unavailable: %', SQLERRM; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN EXECUTE 'CREATE INDEX projects_search_trgm_idx ON projects USING gin (${clientSearchText().replaceAll("'", "''")} gin_trgm_ops)'; END IF; END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX IF EXISTS projects_search_trgm_idx;
    DROP INDEX IF EXISTS form_submissions_project_status_idx;
    DROP INDEX IF EXISTS projects_workspace_archived_idx;
    DROP INDEX IF EXISTS projects_workspace_current_idx;
    DROP INDEX IF EXISTS projects_workspace_idx;
    CREATE INDEX projects_workspace_idx ON projects (workspace_id, created_at DESC, id);
  `,
  );
}
