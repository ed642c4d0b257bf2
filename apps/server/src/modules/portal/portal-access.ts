import {
  DEFAULT_PRIMARY_COLOR,
  ERROR_CODES,
  PORTAL_MESSAGES,
  type PortalBranding,
  TIMEZONE_FALLBACK,
} from '@bloom/core';
import { sql } from 'kysely';
import type { RateRule } from '../../kernel/rate-limit';
import { ServiceError, tooManyRequests } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';

/** Limits of the public portal, per client address (scaled by RATE_LIMIT_SCALE). */
export const PORTAL_RATE_RULES = {
  /** Links that name no open portal: someone guessing tokens. */
  missesPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** Wrong passwords per portal and address. */
  wrongPasswordsPerPortal: { limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
/** A path segment that cannot be a share token counts as a miss without a query. */
export async function requireTokenShape(token: string, recordMiss: () => Promise<void>): Promise<void> {
  if (TOKEN.test(token)) return;
  await recordMiss();
  throw portalNotFound();
}

export const portalMissKey = (address: string) => `portal-miss:${address}`;
export const portalPasswordKey = (projectId: string, address: string) => `portal-pw:${projectId}:${address}`;

export const portalNotFound = () => new ServiceError(ERROR_CODES.PORTAL_NOT_FOUND, PORTAL_MESSAGES.notFound);
export const portalTooManyMisses = (retryAfter: number) => tooManyRequests(PORTAL_MESSAGES.tooManyRequests, retryAfter);
export const passwordRequired = (branding: PortalBranding) =>
  new ServiceError(ERROR_CODES.PORTAL_PASSWORD_REQUIRED, PORTAL_MESSAGES.passwordNeeded, { extra: { branding } });

export interface BrandingRow {
  workspace_name: string | null;
  logo_url: string | null;
  primary_color: string | null;
  accent_color: string | null;
  calendly_url: string | null;
  timezone: string | null;
}

/** The workspace columns a portal's branding is read from, as `BrandingRow` names them. */
export const BRANDING_COLUMNS = sql`w.name AS workspace_name, w.logo_url, w.primary_color, w.accent_color, w.calendly_url, w.timezone`;

/** The visiting contact `c`'s columns, as `ContactColumns` names them. */
export const CONTACT_COLUMNS = sql`c.id AS contact_id, c.name AS contact_name, c.role AS contact_role, c.is_primary AS contact_primary`;

export const brandingOf = (row: BrandingRow): PortalBranding => ({
  name: row.workspace_name?.trim() || PORTAL_MESSAGES.defaultName,
  logoUrl: row.logo_url,
  primaryColor: row.primary_color ?? DEFAULT_PRIMARY_COLOR,
  accentColor: row.accent_color,
  calendlyUrl: row.calendly_url,
  timezone: row.timezone ?? TIMEZONE_FALLBACK,
});

/** Who is visiting: the contact whose own link (share token) the request came with. */
export interface PortalContact {
  id: string;
  name: string;
  role: string | null;
  /** The client's primary contact: their state is the client's own columns. */
  primary: boolean;
}

/** The project a portal request acts on, and the contact acting. */
export interface PortalProject {
  id: string;
  workspaceId: string;
  templateId: string | null;
  clientName: string;
  passwordHash: string | null;
  branding: PortalBranding;
  contact: PortalContact;
  /** Its workspace's data version, read with the token (the page's answer cache); absent when not read. */
  dataVersion?: string;
}

/** The columns of the visiting contact, as the lookups below name them. */
export interface ContactColumns {
  contact_id: string;
  contact_name: string;
  contact_role: string | null;
  contact_primary: boolean;
}

interface ProjectRow extends BrandingRow, ContactColumns {
  id: string | null;
  workspace_id: string;
  template_id: string | null;
  client_name: string;
  status: string;
  password_hash: string | null;
  misses: number | null;
  data_version?: string | null;
}

/**
 * The open portal of `token` (any contact's own link) in one round trip, with this address's recent misses counted in the
 * same statement (so a blocked address learns nothing, even about a valid token). An unknown or
 * archived client is a miss: 404 'Portal Not Found'.
 */
export async function findPortalProject(
  db: Db,
  token: string,
  missKey: string,
  missLimit: number,
  recordMiss: () => Promise<void>,
): Promise<PortalProject> {
  await requireTokenShape(token, recordMiss);
  const { rows } = await sql<ProjectRow>`
    SELECT p.id, p.workspace_id, p.template_id, p.client_name, p.status, p.password_hash,
      w.data_version::text AS data_version, ${BRANDING_COLUMNS}, ${CONTACT_COLUMNS},
      (SELECT r.count FROM rate_limits r WHERE r.key = ${missKey} AND r.reset_at > now()) AS misses
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN client_contacts c ON c.share_token = ${token}
    LEFT JOIN projects p ON p.id = c.project_id AND p.erased_at IS NULL
    LEFT JOIN workspaces w ON w.id = p.workspace_id`.execute(db);
  const row = rows[0];
  return toPortalProject(row, missLimit, recordMiss);
}

/** Shared by the lookup above and the page's one-statement payload. */
export async function toPortalProject(
  row: (ProjectRow & BrandingRow) | undefined,
  missLimit: number,
  recordMiss: () => Promise<void>,
): Promise<PortalProject> {
  if ((row?.misses ?? 0) >= missLimit) throw portalTooManyMisses(15 * 60);
  if (!row?.id || row.status === 'archived') {
    await recordMiss();
    throw portalNotFound();
  }
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    templateId: row.template_id,
    clientName: row.client_name,
    passwordHash: row.password_hash,
    branding: brandingOf(row),
    contact: { id: row.contact_id, name: row.contact_name, role: row.contact_role, primary: row.contact_primary },
    ...(row.data_version ? { dataVersion: row.data_version } : {}),
  };
}
