import type { Kysely } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Portal domains (issue 23, docs/decisions/029-portal-domains.md): per workspace, a claimed
 * subdomain of PORTAL_BASE_DOMAIN and a custom domain with its DNS challenge, state and last check.
 * One row per workspace, made on the first claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE portal_domains (
      workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
      -- the slug of {slug}.{PORTAL_BASE_DOMAIN}, stored lower-cased (core's subdomainProblem)
      subdomain text CHECK (subdomain ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
      -- the owner's host, lower-cased, without a trailing dot
      custom_domain text CHECK (custom_domain = lower(custom_domain) AND length(custom_domain) <= 253),
      -- the value of the TXT record _bloom-challenge.{custom_domain}
      challenge_token text,
      state text CHECK (state IN ('pending', 'verified', 'failing')),
      -- the CNAME target shown when the domain was added (the request's host when PUBLIC_URL is unset)
      cname_target text,
      custom_added_at timestamptz,
      verified_at timestamptz,
      last_checked_at timestamptz,
      -- the first failed check of a verified domain; 72 hours later links fall back
      first_failing_at timestamptz,
      -- the last check's records, expected and actual (core's DomainCheck)
      check_results jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((custom_domain IS NULL) = (state IS NULL)),
      CHECK ((custom_domain IS NULL) = (challenge_token IS NULL)),
      CHECK ((custom_domain IS NULL) = (custom_added_at IS NULL))
    );
    -- a subdomain is one workspace's, whatever its case
    CREATE UNIQUE INDEX portal_domains_subdomain ON portal_domains (lower(subdomain)) WHERE subdomain IS NOT NULL;
    -- any workspace may add a host and get its own challenge; only one proves it and uses it
    CREATE UNIQUE INDEX portal_domains_custom_live ON portal_domains (custom_domain)
      WHERE state IN ('verified', 'failing');
    -- the checks' sweep: domains by their last check
    CREATE INDEX portal_domains_due ON portal_domains (last_checked_at NULLS FIRST) WHERE custom_domain IS NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(db, 'DROP TABLE IF EXISTS portal_domains;\n');
}
