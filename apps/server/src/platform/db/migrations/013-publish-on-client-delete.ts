import { type Kysely, sql } from 'kysely';

/**
 * Deleting a client takes its testimonials with it, but by then the project row is gone and the
 * testimonials' trigger (migration 012) can no longer find the workspace to bump
 * `publish_version`: the public widget and wall caches would keep showing the deleted client's
 * quote. The project's own delete bumps it instead, before the cascade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION bump_publish_version_project() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE workspaces SET publish_version = publish_version + 1 WHERE id = OLD.workspace_id;
    RETURN OLD;
  END $$`.execute(db);
  await sql`CREATE TRIGGER projects_publish_version BEFORE DELETE ON projects
    FOR EACH ROW EXECUTE FUNCTION bump_publish_version_project()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS projects_publish_version ON projects`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_publish_version_project()`.execute(db);
}
