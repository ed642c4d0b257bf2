import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Landing analytics (docs/decisions/015):
 * - profiles.signup_plan: the plan the landing page showed when the account was created (host,
 *   ?plan=, plan cookie, else start), so the A/B report can count sign-ups per plan even for
 *   accounts that never start a checkout. Accounts from before take their subscription's plan.
 * - profiles(created_at): the report reads the period's sign-ups by it; landing_visits and
 *   cta_clicks have their created_at indexes since 001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    ALTER TABLE profiles ADD COLUMN signup_plan text CHECK (signup_plan IN ('try','start','pro','launch'));
    UPDATE profiles p SET signup_plan = s.trial_subdomain
      FROM subscriptions s WHERE s.user_id = p.id AND s.trial_subdomain IS NOT NULL;
    CREATE INDEX profiles_created_idx ON profiles (created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP INDEX IF EXISTS profiles_created_idx;
    ALTER TABLE profiles DROP COLUMN IF EXISTS signup_plan;
  `,
  );
}
