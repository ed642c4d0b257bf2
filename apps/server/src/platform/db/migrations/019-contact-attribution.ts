import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Who acted in the portal (docs/decisions/033-client-contacts.md): each answer, deliverable
 * decision, testimonial and resubmission keeps the contact whose link was used, and their name
 * then, so removing the contact (SET NULL) keeps the history readable. Rows from before contacts
 * stay null. The partial indexes serve the SET NULL of a removed contact (and a deleted client's
 * cascade) without a scan of the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE form_submissions ADD COLUMN submitted_by_contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL;
    ALTER TABLE form_submissions ADD COLUMN submitted_by_contact_name text;
    CREATE INDEX form_submissions_contact ON form_submissions (submitted_by_contact_id) WHERE submitted_by_contact_id IS NOT NULL;
    ALTER TABLE deliverable_reviews ADD COLUMN contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL;
    ALTER TABLE deliverable_reviews ADD COLUMN contact_name text;
    CREATE INDEX deliverable_reviews_contact ON deliverable_reviews (contact_id) WHERE contact_id IS NOT NULL;
    ALTER TABLE testimonials ADD COLUMN contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL;
    ALTER TABLE testimonials ADD COLUMN contact_name text;
    CREATE INDEX testimonials_contact ON testimonials (contact_id) WHERE contact_id IS NOT NULL;
    -- the name of a contact's resubmission goes in actor_name (migration 017), beside actor_user_id for members
    ALTER TABLE submission_events ADD COLUMN contact_id uuid REFERENCES client_contacts(id) ON DELETE SET NULL;
    CREATE INDEX submission_events_contact ON submission_events (contact_id) WHERE contact_id IS NOT NULL;
    `,
  );
}
