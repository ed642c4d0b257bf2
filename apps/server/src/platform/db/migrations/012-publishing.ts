import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Publishing testimonials (issue 21): a published testimonial can be hidden or pinned; widgets
 * (several per workspace, settings as JSON); the wall's switch; and `publish_version`, bumped by
 * triggers whenever anything a public page shows changes (a testimonial, the brand), so caches
 * and ETags of the public widget and wall follow every change, whatever code path made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE testimonials
      ADD COLUMN hidden boolean NOT NULL DEFAULT false,
      ADD COLUMN pinned_at timestamptz,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE workspaces
      ADD COLUMN wall_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN publish_version integer NOT NULL DEFAULT 0;
    CREATE TABLE widgets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name text NOT NULL,
      settings jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX widgets_workspace ON widgets (workspace_id, created_at);
    CREATE INDEX testimonials_published ON testimonials (project_id)
      WHERE approval_status = 'approved' AND publish_permission AND NOT hidden;
  `,
  );
  // One statement each: a function body holds semicolons that execStatements would split on.
  for (const statement of TRIGGERS) await sql.raw(statement).execute(db);
}

const TRIGGERS = [
  // A testimonial's version (exports are cached by it) moves with every change.
  `CREATE FUNCTION touch_testimonial() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.updated_at := now();
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER testimonials_touch BEFORE UPDATE ON testimonials
    FOR EACH ROW EXECUTE FUNCTION touch_testimonial()`,
  `CREATE FUNCTION bump_publish_version_testimonial() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE workspaces SET publish_version = publish_version + 1
      WHERE id = (SELECT workspace_id FROM projects WHERE id = COALESCE(NEW.project_id, OLD.project_id));
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER testimonials_publish_version AFTER INSERT OR UPDATE OR DELETE ON testimonials
    FOR EACH ROW EXECUTE FUNCTION bump_publish_version_testimonial()`,
  // What the public pages show of the workspace: its name and brand, the booking link, the wall.
  `CREATE FUNCTION bump_publish_version_brand() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF (NEW.name, NEW.logo_url, NEW.primary_color, NEW.accent_color, NEW.calendly_url, NEW.wall_enabled)
      IS DISTINCT FROM (OLD.name, OLD.logo_url, OLD.primary_color, OLD.accent_color, OLD.calendly_url, OLD.wall_enabled)
    THEN
      NEW.publish_version := OLD.publish_version + 1;
    END IF;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER workspaces_publish_version BEFORE UPDATE ON workspaces
    FOR EACH ROW EXECUTE FUNCTION bump_publish_version_brand()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TRIGGER IF EXISTS workspaces_publish_version ON workspaces;
    DROP FUNCTION IF EXISTS bump_publish_version_brand();
    DROP TRIGGER IF EXISTS testimonials_publish_version ON testimonials;
    DROP FUNCTION IF EXISTS bump_publish_version_testimonial();
    DROP TRIGGER IF EXISTS testimonials_touch ON testimonials;
    DROP FUNCTION IF EXISTS touch_testimonial();
    DROP TABLE IF EXISTS widgets;
    DROP INDEX IF EXISTS testimonials_published;
    ALTER TABLE workspaces DROP COLUMN IF EXISTS wall_enabled, DROP COLUMN IF EXISTS publish_version;
    ALTER TABLE testimonials
      DROP COLUMN IF EXISTS hidden, DROP COLUMN IF EXISTS pinned_at, DROP COLUMN IF EXISTS updated_at;
  `,
  );
}
