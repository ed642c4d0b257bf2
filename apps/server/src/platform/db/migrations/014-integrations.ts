import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Integrations (issue 22): webhook endpoints (their signing secrets encrypted at rest, the
 * previous one kept for 24 hours after a rotation), one message per (event, endpoint) with every
 * delivery attempt, and API keys stored as SHA-256 hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      events text[] NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      -- 'settings' (made by the owner) or 'api' (a REST-hook subscription through /api/v1/webhooks)
      source text NOT NULL DEFAULT 'settings' CHECK (source IN ('settings', 'api')),
      secret_encrypted text NOT NULL,
      previous_secret_encrypted text,
      previous_secret_expires_at timestamptz,
      -- why it was turned off by deliveries (exhausted retries, 410 Gone); null when the owner did
      disabled_reason text,
      -- the first failed delivery since the last success: 5 days of only failures disables it
      failing_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_endpoints_workspace ON webhook_endpoints (workspace_id, created_at);

    CREATE TABLE webhook_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      -- the webhook-id header: the same on every retry and resend of this event to this endpoint
      event_id text NOT NULL,
      event_type text NOT NULL,
      -- the exact body sent (signatures are over these bytes)
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempt_count integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (endpoint_id, event_id)
    );
    CREATE INDEX webhook_messages_endpoint ON webhook_messages (endpoint_id, created_at DESC);
    CREATE INDEX webhook_messages_created ON webhook_messages (created_at);

    CREATE TABLE webhook_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id uuid NOT NULL REFERENCES webhook_messages(id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      -- null when no HTTP answer came (refused address, timeout, connection error)
      status_code integer,
      duration_ms integer NOT NULL,
      succeeded boolean NOT NULL,
      -- the first 1 KB of the answer, or why there was none
      response_excerpt text NOT NULL DEFAULT '',
      error text
    );
    CREATE INDEX webhook_attempts_message ON webhook_attempts (message_id, attempted_at);

    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name text NOT NULL,
      -- the key's first characters, shown to tell keys apart (the key itself is never stored)
      display_prefix text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      scope text NOT NULL CHECK (scope IN ('read', 'write')),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX api_keys_workspace ON api_keys (workspace_id, created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TABLE IF EXISTS api_keys;
    DROP TABLE IF EXISTS webhook_attempts;
    DROP TABLE IF EXISTS webhook_messages;
    DROP TABLE IF EXISTS webhook_endpoints;
  `,
  );
}
