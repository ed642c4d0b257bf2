import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Counts kept by triggers, so the client cards, the list's 'Show Archived (count)' and the
 * dashboard read a row instead of counting rows (docs/decisions/012): at 100,000 clients the
 * dashboard's counts took 364 ms on PGlite and the archived count grew with the archived clients.
 *
 * - projects.submission_count (non-draft submissions) and projects.testimonial_count, kept by
 *   triggers on form_submissions and testimonials;
 * - workspace_counts: clients per status plus the sums of those two, kept by a trigger on
 *   projects. A deleted project takes its counts with it (OLD still holds them), which stays
 *   right when its submissions go by cascade: their triggers then find no project to update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE projects ADD COLUMN submission_count integer NOT NULL DEFAULT 0,
      ADD COLUMN testimonial_count integer NOT NULL DEFAULT 0;
    UPDATE projects p SET
      submission_count = (SELECT count(*) FROM form_submissions f WHERE f.project_id = p.id AND f.status <> 'draft'),
      testimonial_count = (SELECT count(*) FROM testimonials t WHERE t.project_id = p.id);
    CREATE TABLE workspace_counts (
      workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
      active integer NOT NULL DEFAULT 0,
      completed integer NOT NULL DEFAULT 0,
      archived integer NOT NULL DEFAULT 0,
      submissions integer NOT NULL DEFAULT 0,
      testimonials integer NOT NULL DEFAULT 0
    );
    INSERT INTO workspace_counts (workspace_id, active, completed, archived, submissions, testimonials)
      SELECT workspace_id, count(*) FILTER (WHERE status = 'active'),
        count(*) FILTER (WHERE status = 'completed'), count(*) FILTER (WHERE status = 'archived'),
        sum(submission_count), sum(testimonial_count)
      FROM projects GROUP BY workspace_id;
  `,
  );
  // One statement each: a function body holds semicolons that execStatements would split on.
  for (const statement of TRIGGERS) await sql.raw(statement).execute(db);
}

const TRIGGERS = [
  // A submission counts once it is no longer a draft.
  `CREATE FUNCTION count_project_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'draft' THEN
      UPDATE projects SET submission_count = submission_count - 1 WHERE id = OLD.project_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'draft' THEN
      UPDATE projects SET submission_count = submission_count + 1 WHERE id = NEW.project_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER form_submissions_count AFTER INSERT OR DELETE OR UPDATE OF status, project_id
    ON form_submissions FOR EACH ROW EXECUTE FUNCTION count_project_submissions()`,
  `CREATE FUNCTION count_project_testimonials() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE projects SET testimonial_count = testimonial_count - 1 WHERE id = OLD.project_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE projects SET testimonial_count = testimonial_count + 1 WHERE id = NEW.project_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER testimonials_count AFTER INSERT OR DELETE OR UPDATE OF project_id
    ON testimonials FOR EACH ROW EXECUTE FUNCTION count_project_testimonials()`,
  // A new project upserts its workspace's row; a change or delete only updates it, so a project
  // deleted with its whole workspace (by cascade) never recreates the row that is going too.
  `CREATE FUNCTION count_workspace_projects() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE workspace_counts SET
        active = active - (OLD.status = 'active')::int,
        completed = completed - (OLD.status = 'completed')::int,
        archived = archived - (OLD.status = 'archived')::int,
        submissions = submissions - OLD.submission_count,
        testimonials = testimonials - OLD.testimonial_count
      WHERE workspace_id = OLD.workspace_id;
    END IF;
    IF TG_OP = 'INSERT' THEN
      INSERT INTO workspace_counts (workspace_id) VALUES (NEW.workspace_id) ON CONFLICT (workspace_id) DO NOTHING;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      UPDATE workspace_counts SET
        active = active + (NEW.status = 'active')::int,
        completed = completed + (NEW.status = 'completed')::int,
        archived = archived + (NEW.status = 'archived')::int,
        submissions = submissions + NEW.submission_count,
        testimonials = testimonials + NEW.testimonial_count
      WHERE workspace_id = NEW.workspace_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER projects_count AFTER INSERT OR DELETE
    OR UPDATE OF status, workspace_id, submission_count, testimonial_count
    ON projects FOR EACH ROW EXECUTE FUNCTION count_workspace_projects()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TRIGGER IF EXISTS projects_count ON projects;
    DROP TRIGGER IF EXISTS testimonials_count ON testimonials;
    DROP TRIGGER IF EXISTS form_submissions_count ON form_submissions;
    DROP FUNCTION IF EXISTS count_workspace_projects();
    DROP FUNCTION IF EXISTS count_project_testimonials();
    DROP FUNCTION IF EXISTS count_project_submissions();
    DROP TABLE IF EXISTS workspace_counts;
    ALTER TABLE projects DROP COLUMN IF EXISTS testimonial_count, DROP COLUMN IF EXISTS submission_count;
  `,
  );
}
