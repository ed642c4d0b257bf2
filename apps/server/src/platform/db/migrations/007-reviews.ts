import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Reviewing clients' work (docs/decisions/017):
 * - form_submissions.status may be 'changes_requested': the owner sent the stage back; it still
 *   counts as submitted (progress, counts) until the client resubmits it as 'submitted';
 * - submission_events: every review action (reviewed, changes_requested with its comment) and
 *   every resubmission, with its time; the first submission is the row's submitted_at;
 * - testimonial_events: written, edited (with the publish permission given), approved, rejected;
 * - the inbox reads non-draft submissions newest first.
 * Rows from before get the events their columns show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE form_submissions DROP CONSTRAINT IF EXISTS form_submissions_status_check;
    ALTER TABLE form_submissions ADD CONSTRAINT form_submissions_status_check
      CHECK (status IN ('draft','submitted','reviewed','changes_requested'));
    CREATE INDEX form_submissions_inbox_idx ON form_submissions (submitted_at DESC, id DESC) WHERE status <> 'draft';

    CREATE TABLE submission_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      submission_id uuid NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
      action text NOT NULL CHECK (action IN ('resubmitted','reviewed','changes_requested')),
      comment text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX submission_events_submission_idx ON submission_events (submission_id, created_at, id);
    INSERT INTO submission_events (submission_id, action, created_at)
      SELECT id, 'reviewed', reviewed_at FROM form_submissions WHERE status = 'reviewed' AND reviewed_at IS NOT NULL;

    CREATE TABLE testimonial_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      testimonial_id uuid NOT NULL REFERENCES testimonials(id) ON DELETE CASCADE,
      action text NOT NULL CHECK (action IN ('submitted','edited','approved','rejected')),
      publish_permission boolean,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX testimonial_events_testimonial_idx ON testimonial_events (testimonial_id, created_at, id);
    INSERT INTO testimonial_events (testimonial_id, action, publish_permission, created_at)
      SELECT id, 'submitted', publish_permission, created_at FROM testimonials;
    INSERT INTO testimonial_events (testimonial_id, action, created_at)
      SELECT id, 'approved', approved_at FROM testimonials WHERE approval_status = 'approved' AND approved_at IS NOT NULL;
    CREATE INDEX testimonials_project_status_idx ON testimonials (project_id, approval_status);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX IF EXISTS testimonials_project_status_idx;
    DROP TABLE IF EXISTS testimonial_events, submission_events;
    DROP INDEX IF EXISTS form_submissions_inbox_idx;
    UPDATE form_submissions SET status = 'submitted' WHERE status = 'changes_requested';
    ALTER TABLE form_submissions DROP CONSTRAINT IF EXISTS form_submissions_status_check;
    ALTER TABLE form_submissions ADD CONSTRAINT form_submissions_status_check
      CHECK (status IN ('draft','submitted','reviewed'));
  `,
  );
}
