import { canonicalHost, customDomainProblem, isDomainLive, subdomainProblem } from '@bloom/core';
import type { Db } from '../../platform/db/database';
import { type DnsResolver, systemDnsResolver } from '../../platform/dns/dns-resolver';
import { type PortalDomainRow, portalOriginFor, readPortalDomainRow } from './portal-origin';

/**
 * The app's view of portal domains (docs/decisions/029-portal-domains.md): its settings
 * (PORTAL_BASE_DOMAIN, PUBLIC_URL's host, the DNS resolver, the clock) and an in-process cache of
 * which host is whose, so host routing costs no query per request. A change made here forgets
 * the cache at once; other instances see it within the cache's lifetime (30 seconds).
 */
export interface PortalDomains {
  db: Db;
  baseDomain: string | undefined;
  /** PUBLIC_URL's host without its port; unset when PUBLIC_URL is. */
  publicHost: string | undefined;
  resolver: DnsResolver;
  now: () => Date;
  /** The workspace whose portals `host` serves (a live custom domain or a claimed subdomain), or null. */
  siteForHost(host: string): Promise<PortalSite | null>;
  /** The workspace a share token belongs to, or null when no client has it. */
  workspaceOfToken(token: string): Promise<string | null>;
  /** Where the workspace's portal links point: custom domain > subdomain > `appOrigin`. */
  portalOrigin(workspaceId: string, appOrigin: string): Promise<string>;
  /** Forgets every cached answer (after a claim, a removal, a check). */
  invalidate(): void;
}

/** What an owner request about domains brings besides the workspace. */
export interface DomainRequest {
  domains: PortalDomains;
  /** The host this request came to, without its port: the CNAME target when PUBLIC_URL is unset. */
  requestHost: string;
  /** The app's own origin (PUBLIC_URL, else the request's): the default portal origin. */
  appOrigin: string;
}

export interface PortalSite {
  workspaceId: string;
  kind: 'custom' | 'subdomain';
}

export interface PortalDomainsOptions {
  db: Db;
  baseDomain?: string | undefined;
  publicUrl?: string | undefined;
  resolver?: DnsResolver;
  now?: () => Date;
  /** How long an answer is kept; 30 seconds. */
  cacheMs?: number;
}

/** At most this many hosts and tokens are remembered (a flood of made-up Host headers cannot grow it). */
const MAX_ENTRIES = 5000;
/** A token never moves to another workspace: its owner is remembered longer. */
const TOKEN_CACHE_MS = 10 * 60_000;

interface Entry<T> {
  value: T;
  expires: number;
}

function cache<T>() {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T, ms: number) {
      entries.delete(key);
      // The oldest entry goes first (a Map keeps insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: Date.now() + ms });
    },
    clear: () => entries.clear(),
  };
}

type HostLookup = { kind: 'subdomain'; slug: string } | { kind: 'custom'; host: string };

/** Which table lookup a host needs, if any: most hosts (the app's own, IPs, localhost) need none. */
export function hostLookup(host: string, baseDomain: string | undefined): HostLookup | null {
  const name = canonicalHost(host);
  if (!name) return null;
  if (baseDomain && name.endsWith(`.${baseDomain}`)) {
    const slug = name.slice(0, -(baseDomain.length + 1));
    return subdomainProblem(slug) === null ? { kind: 'subdomain', slug } : null;
  }
  return customDomainProblem(name, { baseDomain }) === null ? { kind: 'custom', host: name } : null;
}

type HostRow = {
  workspaceId: string;
  kind: 'custom' | 'subdomain';
  state: PortalDomainRow['state'];
  failing: Date | null;
};

export function createPortalDomains(options: PortalDomainsOptions): PortalDomains {
  const { db } = options;
  const ttl = options.cacheMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const baseDomain = options.baseDomain;
  const hosts = cache<HostRow | null>();
  const workspaces = cache<PortalDomainRow | null>();
  const tokens = cache<string>();

  const findHost = async (lookup: HostLookup): Promise<HostRow | null> => {
    if (lookup.kind === 'subdomain') {
      const row = await db
        .selectFrom('portal_domains')
        .select('workspace_id')
        .where((eb) => eb(eb.fn('lower', ['subdomain']), '=', lookup.slug))
        .executeTakeFirst();
      return row ? { workspaceId: row.workspace_id, kind: 'subdomain', state: null, failing: null } : null;
    }
    const row = await db
      .selectFrom('portal_domains')
      .select(['workspace_id', 'state', 'first_failing_at'])
      .where('custom_domain', '=', lookup.host)
      .where('state', 'in', ['verified', 'failing'])
      .executeTakeFirst();
    return row
      ? { workspaceId: row.workspace_id, kind: 'custom', state: row.state, failing: row.first_failing_at }
      : null;
  };

  return {
    db,
    baseDomain,
    publicHost: options.publicUrl ? (canonicalHost(new URL(options.publicUrl).host) ?? undefined) : undefined,
    resolver: options.resolver ?? systemDnsResolver(),
    now,
    async siteForHost(host) {
      const lookup = hostLookup(host, baseDomain);
      if (!lookup) return null;
      const key = `${lookup.kind}:${lookup.kind === 'custom' ? lookup.host : lookup.slug}`;
      let row = hosts.get(key);
      if (row === undefined) {
        row = await findHost(lookup);
        hosts.set(key, row, ttl);
      }
      if (!row) return null;
      // Liveness is read at each request, so a failing domain stops serving at its 72nd hour.
      if (row.kind === 'custom' && !isDomainLive(row.state, row.failing, now())) return null;
      return { workspaceId: row.workspaceId, kind: row.kind };
    },
    async workspaceOfToken(token) {
      const known = tokens.get(token);
      if (known !== undefined) return known;
      // Every contact's link, the primary's (the client's share_token) among them.
      const row = await db
        .selectFrom('client_contacts as cc')
        .innerJoin('projects as p', 'p.id', 'cc.project_id')
        .select('p.workspace_id')
        .where('cc.share_token', '=', token)
        .executeTakeFirst();
      // Only a hit is remembered: an unknown token may be created later (and a miss is the portal's to count).
      if (row) tokens.set(token, row.workspace_id, TOKEN_CACHE_MS);
      return row?.workspace_id ?? null;
    },
    async portalOrigin(workspaceId, appOrigin) {
      let row = workspaces.get(workspaceId);
      if (row === undefined) {
        row = (await readPortalDomainRow(db, workspaceId)) ?? null;
        workspaces.set(workspaceId, row, ttl);
      }
      return portalOriginFor(row, { baseDomain, appOrigin, now: now() });
    },
    invalidate() {
      hosts.clear();
      workspaces.clear();
    },
  };
}
