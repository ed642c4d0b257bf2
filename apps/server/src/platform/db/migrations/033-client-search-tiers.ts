import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Search in two tiers (issue 37, docs/decisions/012, its second follow-up): clients with a field
 * that starts with the term first, in the order of that field, then those that only contain it,
 * newest first.
 *
 * - `search_text` keeps one field per line, a line break inside a field now a space: "a field
 *   starts with q" is then the same test on it (`q%` or `%\nq%`) as on the fields themselves.
 * - Each field's lower-cased text is indexed in byte order (`COLLATE "C"`, where LIKE 'q%' is a
 *   range): a page of the first tier reads its own rows, however many clients match.
 * - The list views' indexes leave erased clients out, as every list does
 *   (docs/decisions/042-client-erasure.md), so the second tier is read from their entries alone
 *   (an index-only scan); before, each entry's row was fetched to test `erased_at`.
 */
const FIELDS: Record<string, string> = {
  projects_starts_name: 'name',
  projects_starts_client_name: 'client_name',
  projects_starts_email: "coalesce(client_email, '')",
};
const line = (column: string) => `replace(${column}, E'\\n', ' ')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE projects DROP COLUMN search_text;
    ALTER TABLE projects ADD COLUMN search_text text GENERATED ALWAYS AS
      (lower(${Object.values(FIELDS).map(line).join(" || E'\\n' || ")})) STORED;
    ${views(' AND erased_at IS NULL')}
    ${Object.entries(FIELDS)
      .map(
        ([name, column]) =>
          `CREATE INDEX ${name} ON projects (workspace_id, (lower(${line(column)}) COLLATE "C"), id) WHERE erased_at IS NULL;`,
      )
      .join('\n')}
    `,
  );
  await trigramIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ${Object.keys(FIELDS)
      .map((name) => `DROP INDEX IF EXISTS ${name};`)
      .join('\n')}
    ALTER TABLE projects DROP COLUMN search_text;
    ALTER TABLE projects ADD COLUMN search_text text GENERATED ALWAYS AS
      (lower(name || E'\\n' || client_name || E'\\n' || coalesce(client_email, ''))) STORED;
    ${views('')}
    `,
  );
  await trigramIndex(db);
}

/** The list views' indexes (migration 029), live clients only or every one. */
function views(live: string): string {
  return `
    CREATE INDEX projects_workspace_current_idx ON projects (workspace_id, created_at DESC, id DESC)
      INCLUDE (search_text) WHERE status <> 'archived'${live};
    CREATE INDEX projects_workspace_archived_idx ON projects (workspace_id, created_at DESC, id DESC)
      INCLUDE (search_text) WHERE status = 'archived'${live};`;
}

/** The trigram index (dropped with the column), where pg_trgm is installed (migration 029). */
async function trigramIndex(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN EXECUTE 'CREATE INDEX projects_search_trgm_idx ON projects USING gin (search_text gin_trgm_ops)'; END IF; END $$`,
    )
    .execute(db);
}
