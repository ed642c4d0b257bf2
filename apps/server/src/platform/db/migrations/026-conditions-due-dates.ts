import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Journeys that fit each client (issue 36, docs/decisions/036-conditions-and-due-dates.md).
 * Conditions live in the journey: a field's in its `form_config` entry (`showWhen`), a stage's in
 * `flow_steps.skip_logic` (the column the data model always had). Which stages do not apply to a
 * client is kept on the client (`projects.skipped_step_ids`, a JSON array of stage ids) at every
 * portal write, so lists count progress without re-evaluating. A stage's due date rule is
 * `flow_steps.due_rule`; each client's dates are kept in `stage_due_dates` (the owner's override
 * beside the computed date; `open` while the stage applies and is not done), and the due-date
 * reminders sent in `stage_due_reminders` (once per date and offset).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE flow_steps ADD COLUMN due_rule jsonb;
    ALTER TABLE projects ADD COLUMN skipped_step_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
    ALTER TABLE workspaces ADD COLUMN due_reminder_offsets jsonb NOT NULL DEFAULT '[-2,0,1]'::jsonb;

    CREATE TABLE stage_due_dates (
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      step_id text NOT NULL REFERENCES flow_steps(id) ON DELETE CASCADE,
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      due_on date,
      override_on date,
      open boolean NOT NULL DEFAULT true,
      overdue_notified_on date,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, step_id)
    );
    CREATE INDEX stage_due_dates_due ON stage_due_dates (due_on) WHERE open AND due_on IS NOT NULL;
    CREATE INDEX stage_due_dates_workspace_due ON stage_due_dates (workspace_id, due_on) WHERE open AND due_on IS NOT NULL;
    -- The overdue sweep's range: open dates not announced yet (announced ones leave it).
    CREATE INDEX stage_due_dates_unannounced ON stage_due_dates (due_on)
      WHERE open AND due_on IS NOT NULL AND overdue_notified_on IS DISTINCT FROM due_on;

    CREATE TABLE stage_due_reminders (
      project_id uuid NOT NULL,
      step_id text NOT NULL,
      due_on date NOT NULL,
      offset_days integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, step_id, due_on, offset_days),
      FOREIGN KEY (project_id, step_id) REFERENCES stage_due_dates (project_id, step_id) ON DELETE CASCADE
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS stage_due_reminders;
    DROP TABLE IF EXISTS stage_due_dates;
    ALTER TABLE workspaces DROP COLUMN IF EXISTS due_reminder_offsets;
    ALTER TABLE projects DROP COLUMN IF EXISTS skipped_step_ids;
    ALTER TABLE flow_steps DROP COLUMN IF EXISTS due_rule;
    `,
  );
}
