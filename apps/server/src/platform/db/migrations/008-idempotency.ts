import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Idempotency keys of the owner API's creating POSTs (platform/http/idempotency.ts): per user and key,
 * the hash of the first request and, once it succeeded, its answer (status and JSON body).
 * `status` is null while the first request runs. Kept 24 h (modules/housekeeping/housekeeping.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE idempotency_keys (
      user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
      key text NOT NULL,
      request_hash text NOT NULL,
      status integer CHECK (status BETWEEN 200 AND 299),
      response_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key),
      CHECK ((status IS NULL) = (response_body IS NULL))
    );
    CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE IF EXISTS idempotency_keys;\n');
}
