import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Billing bookkeeping: every applied provider event once (its id is the key, written in the
 * same transaction as its effect), and the checkout / portal sessions of the test provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE billing_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      user_id text REFERENCES "user"(id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE billing_test_sessions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('checkout','portal')),
      plan text CHECK (plan IN ('try','start','pro','launch')),
      success_url text,
      cancel_url text,
      return_url text,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX billing_test_sessions_user_idx ON billing_test_sessions (user_id, created_at DESC);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE IF EXISTS billing_test_sessions, billing_events;');
}
