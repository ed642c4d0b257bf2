import { type Kysely, sql } from 'kysely';

/**
 * The workspace's kept client counts (migration 004) without erased clients: a tombstone keeps
 * its status (so insights count it as before) but is no client any list shows, so its status
 * counts nowhere once `erased_at` is set. Used by migration 030.
 */
const countFunction = (erasedAware: boolean) => {
  const live = (row: 'OLD' | 'NEW', status: string) =>
    erasedAware
      ? `(${row}.status = '${status}' AND ${row}.erased_at IS NULL)::int`
      : `(${row}.status = '${status}')::int`;
  return `CREATE OR REPLACE FUNCTION count_workspace_projects() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE workspace_counts SET
        active = active - ${live('OLD', 'active')},
        completed = completed - ${live('OLD', 'completed')},
        archived = archived - ${live('OLD', 'archived')},
        submissions = submissions - OLD.submission_count,
        testimonials = testimonials - OLD.testimonial_count
      WHERE workspace_id = OLD.workspace_id;
    END IF;
    IF TG_OP = 'INSERT' THEN
      INSERT INTO workspace_counts (workspace_id) VALUES (NEW.workspace_id) ON CONFLICT (workspace_id) DO NOTHING;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE workspace_counts SET
        active = active + ${live('NEW', 'active')},
        completed = completed + ${live('NEW', 'completed')},
        archived = archived + ${live('NEW', 'archived')},
        submissions = submissions + NEW.submission_count,
        testimonials = testimonials + NEW.testimonial_count
      WHERE workspace_id = NEW.workspace_id;
    END IF;
    RETURN NULL;
  END $$`;
};

const trigger = (columns: string) => `CREATE TRIGGER projects_count AFTER INSERT OR DELETE
    OR UPDATE OF ${columns} ON projects FOR EACH ROW EXECUTE FUNCTION count_workspace_projects()`;
const COLUMNS = 'status, workspace_id, submission_count, testimonial_count';

/** Counts that leave erased clients out (after `projects.erased_at` exists). */
export async function countsWithoutErased(db: Kysely<unknown>): Promise<void> {
  await sql.raw(countFunction(true)).execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS projects_count ON projects').execute(db);
  await sql.raw(trigger(`${COLUMNS}, erased_at`)).execute(db);
}

/** Migration 004's counts again (before `projects.erased_at` is dropped). */
export async function countsAsBefore(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER IF EXISTS projects_count ON projects').execute(db);
  await sql.raw(countFunction(false)).execute(db);
  await sql.raw(trigger(COLUMNS)).execute(db);
}
