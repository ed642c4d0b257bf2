import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * A workspace shared by a team (issue 33, docs/decisions/032-team-workspaces.md): members with a
 * role, invitations by email, clients assigned to members, and the workspace each session works in.
 * `workspaces.user_id` stays the Owner; a trigger gives every workspace its Owner row, so no path
 * that creates a workspace can forget it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE workspace_members (
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, user_id)
    );
    CREATE UNIQUE INDEX workspace_members_one_owner ON workspace_members (workspace_id) WHERE role = 'owner';
    CREATE INDEX workspace_members_user ON workspace_members (user_id);
    INSERT INTO workspace_members (workspace_id, user_id, role, created_at)
      SELECT id, user_id, 'owner', created_at FROM workspaces;

    `,
  );
  // A function body holds semicolons, so it is its own statement.
  await sql
    .raw(
      `CREATE FUNCTION workspace_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (NEW.id, NEW.user_id, 'owner')
          ON CONFLICT DO NOTHING;
        RETURN NEW;
      END $$`,
    )
    .execute(db);
  await execStatements(
    db,
    `
    CREATE TRIGGER workspaces_owner_member AFTER INSERT ON workspaces
      FOR EACH ROW EXECUTE FUNCTION workspace_owner_member();

    CREATE TABLE workspace_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      -- lower-cased; the invitee must sign in with this address to accept
      email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
      role text NOT NULL CHECK (role IN ('admin', 'member')),
      -- sha256 of the token in the link; the token itself is never stored
      token_hash text NOT NULL UNIQUE,
      invited_by text REFERENCES "user"(id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      revoked_at timestamptz,
      sent_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- one open invitation per address and workspace; accepted and revoked ones are history
    CREATE UNIQUE INDEX workspace_invitations_open ON workspace_invitations (workspace_id, email)
      WHERE accepted_at IS NULL AND revoked_at IS NULL;

    CREATE TABLE client_assignments (
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      workspace_id uuid NOT NULL,
      user_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, user_id),
      -- removing a member unassigns their clients
      FOREIGN KEY (workspace_id, user_id) REFERENCES workspace_members (workspace_id, user_id) ON DELETE CASCADE
    );
    CREATE INDEX client_assignments_member ON client_assignments (workspace_id, user_id);

    -- The workspace a session works in, once its person has picked one (the switcher, an accepted
    -- invitation). A row whose membership is gone answers 403 until another workspace is picked.
    -- Who took each action (attribution): the person, and their name as it was then, so the
    -- history still reads "Dana approved this" after Dana leaves.
    ALTER TABLE submission_events ADD COLUMN actor_user_id text REFERENCES "user"(id) ON DELETE SET NULL;
    ALTER TABLE submission_events ADD COLUMN actor_name text;
    ALTER TABLE testimonial_events ADD COLUMN actor_user_id text REFERENCES "user"(id) ON DELETE SET NULL;
    ALTER TABLE testimonial_events ADD COLUMN actor_name text;
    ALTER TABLE deliverables ADD COLUMN created_by text REFERENCES "user"(id) ON DELETE SET NULL;
    ALTER TABLE deliverables ADD COLUMN created_by_name text;

    CREATE TABLE session_workspaces (
      session_id text PRIMARY KEY REFERENCES "session"(id) ON DELETE CASCADE,
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE
    );
    `,
  );
}
