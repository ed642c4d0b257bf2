import { isDomainLive } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The columns that decide where a workspace's portal links point. */
export interface PortalDomainRow {
  subdomain: string | null;
  custom_domain: string | null;
  state: 'pending' | 'verified' | 'failing' | null;
  first_failing_at: Date | null;
}

export interface PortalOriginOptions {
  /** PORTAL_BASE_DOMAIN; without it a claimed subdomain is not used. */
  baseDomain: string | undefined;
  /** The app's own origin (PUBLIC_URL, else the request's): the default, and the scheme and port of the others. */
  appOrigin: string;
  now: Date;
}

/**
 * A workspace's portal origin (docs/decisions/029-portal-domains.md): its custom domain while
 * live (verified, or failing for less than 72 hours), else its claimed subdomain, else the app's
 * own origin. Custom and subdomain hosts take the app origin's scheme and port
 * (`https://app.example.com` → `https://portal.studio.com`).
 */
export function portalOriginFor(row: PortalDomainRow | null | undefined, options: PortalOriginOptions): string {
  const app = new URL(options.appOrigin);
  const at = (host: string) => `${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`;
  if (row?.custom_domain && isDomainLive(row.state, row.first_failing_at, options.now)) return at(row.custom_domain);
  if (row?.subdomain && options.baseDomain) return at(`${row.subdomain}.${options.baseDomain}`);
  return app.origin;
}

/** The columns `portalOriginFor` reads, for one workspace; null when it never claimed a domain. */
export function readPortalDomainRow(db: Kysely<Database>, workspaceId: string): Promise<PortalDomainRow | undefined> {
  return db
    .selectFrom('portal_domains')
    .select(['subdomain', 'custom_domain', 'state', 'first_failing_at'])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

/** One workspace's portal origin read now (background jobs: no cache to keep fresh). */
export async function workspacePortalOrigin(
  db: Kysely<Database>,
  workspaceId: string,
  options: PortalOriginOptions,
): Promise<string> {
  return portalOriginFor(await readPortalDomainRow(db, workspaceId), options);
}
