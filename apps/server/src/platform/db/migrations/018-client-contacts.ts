import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/** The columns a person on the client's side has, on `projects` (the primary) and on each contact. */
const PERSON_STATE = [
  'invitation_queued_at',
  'invitation_sent_at',
  'email_unsubscribed_at',
  'email_bounced_at',
  'email_bounce_reason',
  'last_reminder_at',
  'portal_last_seen_at',
] as const;

/**
 * Clients with several contacts (issue 33, docs/decisions/033-client-contacts.md). Every client
 * has one primary contact: the person `projects` has always described (client_name, client_email,
 * share_token and the email state). A trigger keeps the primary's row equal to those columns, so
 * every path that writes them stays as it is; the other contacts keep their own state here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE client_contacts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      name text NOT NULL,
      email text,
      role text CHECK (role IS NULL OR length(role) <= 80),
      is_primary boolean NOT NULL DEFAULT false,
      -- their own portal link; the primary's is the client's share_token
      share_token text NOT NULL UNIQUE,
      invitation_queued_at timestamptz,
      invitation_sent_at timestamptz,
      email_unsubscribed_at timestamptz,
      email_bounced_at timestamptz,
      email_bounce_reason text,
      last_reminder_at timestamptz,
      portal_last_seen_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX client_contacts_one_primary ON client_contacts (project_id) WHERE is_primary;
    CREATE UNIQUE INDEX client_contacts_email ON client_contacts (project_id, lower(email)) WHERE email IS NOT NULL;
    CREATE INDEX client_contacts_project ON client_contacts (project_id, created_at);
    INSERT INTO client_contacts (project_id, name, email, is_primary, share_token, ${PERSON_STATE.join(', ')}, created_at)
      SELECT id, client_name, client_email, true, share_token, ${PERSON_STATE.join(', ')}, created_at FROM projects;
    `,
  );
  const assignments = PERSON_STATE.map((c) => `${c} = NEW.${c}`).join(', ');
  // A function body holds semicolons, so it is its own statement.
  await sql
    .raw(
      `CREATE FUNCTION client_primary_contact() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO client_contacts (project_id, name, email, is_primary, share_token, ${PERSON_STATE.join(', ')}, created_at)
            VALUES (NEW.id, NEW.client_name, NEW.client_email, true, NEW.share_token, ${PERSON_STATE.map((c) => `NEW.${c}`).join(', ')}, NEW.created_at);
        ELSE
          UPDATE client_contacts
            SET name = NEW.client_name, email = NEW.client_email, share_token = NEW.share_token, ${assignments}, updated_at = now()
            WHERE project_id = NEW.id AND is_primary;
        END IF;
        RETURN NEW;
      END $$`,
    )
    .execute(db);
  await execStatements(
    db,
    `
    CREATE TRIGGER projects_primary_contact
      AFTER INSERT OR UPDATE OF client_name, client_email, share_token, ${PERSON_STATE.join(', ')} ON projects
      FOR EACH ROW EXECUTE FUNCTION client_primary_contact();
    `,
  );
}
