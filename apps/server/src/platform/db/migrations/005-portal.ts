import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * The client portal (docs/decisions/014):
 * - one answer row per client and stage, so a draft becomes the submission and an edit updates it
 *   (older duplicates, which only the original's creator could make, are folded into the newest);
 * - deliverable_reviews: every 'Approve' / 'Request changes' a client gives a deliverable, with its
 *   time; the newest is the deliverable's current decision;
 * - testimonials.step_id: the portal's testimonial stage that wrote it, so an edit updates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DELETE FROM form_submissions f USING form_submissions newer
      WHERE f.project_id = newer.project_id AND f.step_id = newer.step_id
        AND (f.submitted_at, f.id) < (newer.submitted_at, newer.id);
    CREATE UNIQUE INDEX form_submissions_one_per_stage ON form_submissions (project_id, step_id)
      WHERE step_id IS NOT NULL;

    CREATE TABLE deliverable_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      deliverable_id uuid NOT NULL REFERENCES deliverables(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      decision text NOT NULL CHECK (decision IN ('approved','changes_requested')),
      comment text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    ALTER TABLE testimonials ADD COLUMN step_id text REFERENCES flow_steps(id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX testimonials_one_per_stage ON testimonials (project_id, step_id) WHERE step_id IS NOT NULL;
    CREATE INDEX deliverable_reviews_deliverable_idx ON deliverable_reviews (deliverable_id, created_at DESC, id DESC);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS deliverable_reviews;
    DROP INDEX IF EXISTS testimonials_one_per_stage;
    ALTER TABLE testimonials DROP COLUMN IF EXISTS step_id;
    DROP INDEX IF EXISTS form_submissions_one_per_stage;
  `,
  );
}
