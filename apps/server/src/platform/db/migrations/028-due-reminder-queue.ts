import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * The interval reminders' queue (docs/decisions/038-due-reminder-queue.md): one row per client the
 * sweep must look at, with the time to look. The sweep reads only rows due now (the index on
 * due_at), so a tick with nothing due reads nothing, and writes each row's next time (core's
 * planReminder) or deletes it when a stop rule holds.
 *
 * Anything that can bring a reminder forward or lift a stop marks its client for a look now:
 * these triggers, on every table the reminder's rules read. Changes that only push a reminder
 * later (a visit, an unsubscribe) need no mark: the sweep finds the row not due and moves it.
 * `version` lets the sweep write a row's next time only if no mark came since it read the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

/** One statement each: PGlite's query path takes one at a time, and the function bodies hold ';'. */
const STATEMENTS = [
  `CREATE TABLE reminder_queue (
  project_id uuid PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  version bigint NOT NULL DEFAULT 1
)`,
  `CREATE INDEX reminder_queue_due_idx ON reminder_queue (due_at)`,
  `INSERT INTO reminder_queue (project_id, due_at)
  SELECT id, now() FROM projects WHERE status = 'active' AND reminders_off = false`,
  `CREATE FUNCTION reminder_recheck(project uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO reminder_queue (project_id, due_at) SELECT project, now()
    WHERE EXISTS (SELECT 1 FROM projects WHERE id = project)
  ON CONFLICT (project_id) DO UPDATE SET due_at = now(), version = reminder_queue.version + 1
$$`,
  `CREATE FUNCTION reminder_recheck_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reminder_recheck(NEW.id);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER projects_reminder_insert AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_project()`,
  `CREATE TRIGGER projects_reminder_update AFTER UPDATE OF status, reminders_off, reminder_interval_days,
    client_timezone, template_id, skipped_step_ids, client_email, email_unsubscribed_at,
    email_bounced_at, invitation_sent_at ON projects
  FOR EACH ROW WHEN (
    (NEW.status, NEW.reminders_off, NEW.reminder_interval_days, NEW.client_timezone, NEW.template_id,
      NEW.skipped_step_ids, NEW.client_email, NEW.email_unsubscribed_at, NEW.email_bounced_at,
      NEW.invitation_sent_at)
    IS DISTINCT FROM
    (OLD.status, OLD.reminders_off, OLD.reminder_interval_days, OLD.client_timezone, OLD.template_id,
      OLD.skipped_step_ids, OLD.client_email, OLD.email_unsubscribed_at, OLD.email_bounced_at,
      OLD.invitation_sent_at))
  EXECUTE FUNCTION reminder_recheck_project()`,
  `-- Rows that name their client in project_id: contacts, answers, deliverables and their reviews, agreements.
CREATE FUNCTION reminder_recheck_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM reminder_recheck(OLD.project_id);
  ELSE PERFORM reminder_recheck(NEW.project_id);
  END IF;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER client_contacts_reminder AFTER INSERT OR UPDATE OF email, email_unsubscribed_at,
    email_bounced_at ON client_contacts
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_row()`,
  `-- A draft saved changes nothing a reminder reads but the activity, which only pushes it later.
CREATE TRIGGER form_submissions_reminder_insert AFTER INSERT ON form_submissions
  FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION reminder_recheck_row()`,
  `CREATE TRIGGER form_submissions_reminder_update AFTER UPDATE OF status ON form_submissions
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION reminder_recheck_row()`,
  `CREATE TRIGGER form_submissions_reminder_delete AFTER DELETE ON form_submissions
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_row()`,
  `CREATE TRIGGER deliverables_reminder AFTER INSERT OR UPDATE OR DELETE ON deliverables
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_row()`,
  `CREATE TRIGGER deliverable_reviews_reminder AFTER INSERT OR DELETE ON deliverable_reviews
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_row()`,
  `CREATE TRIGGER agreements_reminder AFTER INSERT OR UPDATE OF status OR DELETE ON agreements
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_row()`,
  `CREATE FUNCTION reminder_recheck_signer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reminder_recheck(a.project_id) FROM agreements a WHERE a.id = NEW.agreement_id;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER agreement_signers_reminder AFTER INSERT OR UPDATE OF status ON agreement_signers
  FOR EACH ROW EXECUTE FUNCTION reminder_recheck_signer()`,
  `-- A journey's stages changed: every active client on it, once per statement.
CREATE FUNCTION reminder_recheck_journey() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_queue (project_id, due_at)
    SELECT p.id, now() FROM projects p
    WHERE p.status = 'active' AND p.template_id IN (SELECT template_id FROM changed_steps)
  ON CONFLICT (project_id) DO UPDATE SET due_at = now(), version = reminder_queue.version + 1;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER flow_steps_reminder_insert AFTER INSERT ON flow_steps
  REFERENCING NEW TABLE AS changed_steps FOR EACH STATEMENT EXECUTE FUNCTION reminder_recheck_journey()`,
  `CREATE TRIGGER flow_steps_reminder_update AFTER UPDATE ON flow_steps
  REFERENCING NEW TABLE AS changed_steps FOR EACH STATEMENT EXECUTE FUNCTION reminder_recheck_journey()`,
  `CREATE TRIGGER flow_steps_reminder_delete AFTER DELETE ON flow_steps
  REFERENCING OLD TABLE AS changed_steps FOR EACH STATEMENT EXECUTE FUNCTION reminder_recheck_journey()`,
  `-- The workspace's default turned on, its interval shortened or its clock moved: its active clients.
CREATE FUNCTION reminder_recheck_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reminder_queue (project_id, due_at)
    SELECT p.id, now() FROM projects p WHERE p.workspace_id = NEW.id AND p.status = 'active'
  ON CONFLICT (project_id) DO UPDATE SET due_at = now(), version = reminder_queue.version + 1;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER workspaces_reminder AFTER UPDATE OF reminders_enabled, reminder_interval_days, timezone
  ON workspaces FOR EACH ROW WHEN (
    (NEW.reminders_enabled AND NOT OLD.reminders_enabled)
    OR NEW.reminder_interval_days < OLD.reminder_interval_days
    OR NEW.timezone IS DISTINCT FROM OLD.timezone)
  EXECUTE FUNCTION reminder_recheck_workspace()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TRIGGER IF EXISTS workspaces_reminder ON workspaces;
    DROP TRIGGER IF EXISTS flow_steps_reminder_insert ON flow_steps;
    DROP TRIGGER IF EXISTS flow_steps_reminder_update ON flow_steps;
    DROP TRIGGER IF EXISTS flow_steps_reminder_delete ON flow_steps;
    DROP TRIGGER IF EXISTS agreement_signers_reminder ON agreement_signers;
    DROP TRIGGER IF EXISTS agreements_reminder ON agreements;
    DROP TRIGGER IF EXISTS deliverable_reviews_reminder ON deliverable_reviews;
    DROP TRIGGER IF EXISTS deliverables_reminder ON deliverables;
    DROP TRIGGER IF EXISTS form_submissions_reminder_delete ON form_submissions;
    DROP TRIGGER IF EXISTS form_submissions_reminder_update ON form_submissions;
    DROP TRIGGER IF EXISTS form_submissions_reminder_insert ON form_submissions;
    DROP TRIGGER IF EXISTS client_contacts_reminder ON client_contacts;
    DROP TRIGGER IF EXISTS projects_reminder_update ON projects;
    DROP TRIGGER IF EXISTS projects_reminder_insert ON projects;
    DROP FUNCTION IF EXISTS reminder_recheck_workspace();
    DROP FUNCTION IF EXISTS reminder_recheck_journey();
    DROP FUNCTION IF EXISTS reminder_recheck_signer();
    DROP FUNCTION IF EXISTS reminder_recheck_row();
    DROP FUNCTION IF EXISTS reminder_recheck_project();
    DROP FUNCTION IF EXISTS reminder_recheck(uuid);
    DROP TABLE IF EXISTS reminder_queue;
    `,
  );
}
