import { type Kysely, sql } from 'kysely';

/**
 * A workspace's data version (issue 37, docs/decisions/043-answer-cache.md): a counter that moves
 * in the same transaction as any write that can change an answer the server keeps in memory
 * (platform/http/answer-cache.ts). Every instance reads it with the request it already makes
 * (the session, the token), so a write on one instance is seen by the next read on any other.
 *
 * Row triggers deferred to the commit: the workspace's row moves once per transaction, when the
 * transaction commits, so writers never hold it while they wait for another lock (with a trigger
 * that ran at each statement, a journey's save and a client's submission deadlocked).
 */

/**
 * How a changed row of each table reaches its workspace: a query over the one-row table `x` (the
 * row as it was written, or as it was before a delete) answering the column `ws`. `builtin`: the row may be of a built-in journey (no workspace),
 * which every workspace shows, so it moves every workspace's version (only the seeding on start
 * writes those, when the built-ins changed).
 */
export const DATA_VERSION_PATHS: Record<string, { ws: string; builtin?: true }> = {
  projects: { ws: 'SELECT workspace_id AS ws FROM x' },
  flow_templates: { ws: 'SELECT workspace_id AS ws FROM x', builtin: true },
  flow_steps: { ws: 'SELECT t.workspace_id AS ws FROM x JOIN flow_templates t ON t.id = x.template_id', builtin: true },
  deliverable_slots: {
    ws: `SELECT t.workspace_id AS ws FROM x JOIN flow_steps s ON s.id = x.step_id
      JOIN flow_templates t ON t.id = s.template_id`,
    builtin: true,
  },
  form_submissions: { ws: 'SELECT p.workspace_id AS ws FROM x JOIN projects p ON p.id = x.project_id' },
  submission_events: {
    ws: `SELECT p.workspace_id AS ws FROM x JOIN form_submissions f ON f.id = x.submission_id
      JOIN projects p ON p.id = f.project_id`,
  },
  client_contacts: { ws: 'SELECT p.workspace_id AS ws FROM x JOIN projects p ON p.id = x.project_id' },
  client_assignments: { ws: 'SELECT workspace_id AS ws FROM x' },
  workspace_members: { ws: 'SELECT workspace_id AS ws FROM x' },
  // Assignees are shown by name: a rename moves each workspace the person belongs to.
  user: { ws: 'SELECT m.workspace_id AS ws FROM x JOIN workspace_members m ON m.user_id = x.id' },
  workspace_counts: { ws: 'SELECT workspace_id AS ws FROM x' },
  stage_due_dates: { ws: 'SELECT workspace_id AS ws FROM x' },
  attachments: { ws: 'SELECT p.workspace_id AS ws FROM x JOIN projects p ON p.id = x.project_id' },
  deliverables: { ws: 'SELECT p.workspace_id AS ws FROM x JOIN projects p ON p.id = x.project_id' },
  deliverable_items: {
    ws: `SELECT p.workspace_id AS ws FROM x JOIN deliverables d ON d.id = x.deliverable_id
      JOIN projects p ON p.id = d.project_id`,
  },
  deliverable_reviews: { ws: 'SELECT p.workspace_id AS ws FROM x JOIN projects p ON p.id = x.project_id' },
  testimonials: { ws: 'SELECT p.workspace_id AS ws FROM x JOIN projects p ON p.id = x.project_id' },
  agreements: { ws: 'SELECT workspace_id AS ws FROM x' },
  agreement_signers: { ws: 'SELECT a.workspace_id AS ws FROM x JOIN agreements a ON a.id = x.agreement_id' },
  agreement_events: { ws: 'SELECT a.workspace_id AS ws FROM x JOIN agreements a ON a.id = x.agreement_id' },
  agreement_documents: { ws: 'SELECT workspace_id AS ws FROM x' },
  payment_settings: { ws: 'SELECT workspace_id AS ws FROM x' },
  payment_plans: { ws: 'SELECT workspace_id AS ws FROM x' },
  invoices: { ws: 'SELECT workspace_id AS ws FROM x' },
  payments: { ws: 'SELECT workspace_id AS ws FROM x' },
  credit_notes: { ws: 'SELECT workspace_id AS ws FROM x' },
};

const fn = (table: string) => `bump_data_version_${table}`;
const trigger = (table: string) => `${table}_data_version`;

/** The workspaces a row reaches, over the one-row table `x` made of `row` (NEW or OLD). */
const reach = (path: { ws: string }, row: 'NEW' | 'OLD') => path.ws.replace(/\bFROM x\b/, `FROM (SELECT ${row}.*) x`);

/** The statements that install the version's column and triggers. */
export function dataVersionStatements(): string[] {
  const out = [
    'ALTER TABLE workspaces ADD COLUMN data_version bigint NOT NULL DEFAULT 0',
    // A write to the workspace itself (its name, branding…) moves it, once, without recursion:
    // the triggers' own UPDATE changes only data_version, which this leaves as it is.
    `CREATE FUNCTION bump_data_version_workspaces() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.data_version = OLD.data_version
        AND (to_jsonb(NEW) - 'data_version') IS DISTINCT FROM (to_jsonb(OLD) - 'data_version') THEN
        NEW.data_version := OLD.data_version + 1;
      END IF;
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER workspaces_data_version BEFORE UPDATE ON workspaces
      FOR EACH ROW EXECUTE FUNCTION bump_data_version_workspaces()`,
    // Once per workspace and transaction (the list of those moved lives in a setting local to the
    // transaction); a null workspace (a built-in journey's row) moves them all.
    `CREATE FUNCTION bump_data_version(ws uuid) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      key text := coalesce(ws::text, 'all');
      moved text := coalesce(current_setting('bloom.data_versions_moved', true), '');
    BEGIN
      IF position(key IN moved) > 0 THEN RETURN; END IF;
      PERFORM set_config('bloom.data_versions_moved', moved || key || ',', true);
      IF ws IS NULL THEN
        UPDATE workspaces SET data_version = data_version + 1;
      ELSE
        UPDATE workspaces SET data_version = data_version + 1 WHERE id = ws;
      END IF;
    END $$`,
  ];
  for (const [table, path] of Object.entries(DATA_VERSION_PATHS)) {
    const skipNull = path.builtin ? '' : ' WHERE w.ws IS NOT NULL';
    const each = (row: 'NEW' | 'OLD') =>
      `FOR ws IN SELECT DISTINCT w.ws FROM (${reach(path, row)}) w${skipNull} LOOP PERFORM bump_data_version(ws); END LOOP;`;
    out.push(`CREATE FUNCTION ${fn(table)}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE ws uuid;
    BEGIN
      IF TG_OP <> 'DELETE' THEN ${each('NEW')} END IF;
      IF TG_OP <> 'INSERT' THEN ${each('OLD')} END IF;
      RETURN NULL;
    END $$`);
    // Deferred to the commit: the workspace's row is locked only for the commit itself, after
    // every other lock the transaction takes, so two writers of one workspace never deadlock on it.
    out.push(`CREATE CONSTRAINT TRIGGER ${trigger(table)} AFTER INSERT OR UPDATE OR DELETE ON "${table}"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${fn(table)}()`);
  }
  return out;
}

// Function bodies hold semicolons, so each statement runs as it is (not through execStatements).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of dataVersionStatements()) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(DATA_VERSION_PATHS)) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger(table)} ON "${table}"`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn(table)}()`).execute(db);
  }
  await sql.raw('DROP FUNCTION IF EXISTS bump_data_version(uuid)').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS workspaces_data_version ON workspaces').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS bump_data_version_workspaces()').execute(db);
  await sql.raw('ALTER TABLE workspaces DROP COLUMN IF EXISTS data_version').execute(db);
}
