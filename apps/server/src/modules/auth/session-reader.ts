import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageVariant, Role } from '@bloom/core';
import { sql } from 'kysely';
import type { SignedIn } from '../../kernel/owner-context';
import { type Db, readRows } from '../../platform/db/database';
import { type SubscriptionRow, toSubscriptionView } from '../billing';
import { toWorkspace, type WorkspaceRow } from '../settings';
import type { Auth } from './auth';

interface SessionSettings {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** The user's row, their active workspace's (renamed where the names meet), subscription and profile. */
interface SessionRow extends Partial<SubscriptionRow>, Omit<WorkspaceRow, 'id' | 'name'> {
  expiresAt: Date;
  session_id: string;
  id: string;
  email: string;
  name: string;
  /** The workspace this session picked (the switcher, an accepted invitation), if any. */
  picked_workspace_id: string | null;
  workspace_id: string | null;
  workspace_name: string;
  role: Role | null;
  /** null when the workspace's Owner (or, before a workspace, the user) has no subscription row. */
  sub_user_id: string | null;
  message_variant: MessageVariant | null;
  /** The workspace's data version, as text (a bigint): what the answer cache compares. */
  data_version: string | null;
  /** The subscription's whole row as text, for a kept session's check. */
  subscription_text: string | null;
}

export type { SignedIn };

/** Sessions a process keeps read in full; past it the oldest kept is dropped. */
const KEPT_SESSIONS_MAX = 10_000;

/** A session read in full, with what the routes get of it. */
interface Kept {
  token: string;
  row: SessionRow;
  signedIn: SignedIn;
  /** `row.expiresAt` in ms. */
  expiresAt: number;
}

/** What can make a kept session's row stale, read on every request (docs/decisions/044-kept-sessions.md). */
interface SessionCheck {
  expiresAt: Date;
  picked: string | null;
  /** Without a pick: the workspace the person owns, else the first they joined. */
  default_pick: string | null;
  data_version: string | null;
  message_variant: MessageVariant | null;
  /** The workspace Owner's subscription row as text: any change to it (the gate) shows. */
  subscription_text: string | null;
}

/**
 * Reads the signed-in user behind a session cookie, their workspace, their subscription (for
 * the gate) and their profile's message variant, with one query.
 * It gives better-auth's getSession answer for the common case: the cookie's signature is checked
 * the way better-auth signs it, and the session must exist and be unexpired. A session due for
 * better-auth's sliding refresh, or one that has expired, is handed to getSession itself, so the
 * refresh and the clean-up stay better-auth's (docs/decisions/010-measured-speed.md).
 */
export function createSessionReader(auth: Auth, db: Db) {
  /** By the cookie's whole value: one kept has passed its signature check already. */
  const kept = new Map<string, Kept>();
  /**
   * The session: a kept one when its expiry, its workspace (picked, or by default), its profile's
   * variant and that workspace's data version are as they were (everything else the row holds
   * moves the version), else read in full.
   */
  const read = async (value: string, token: string): Promise<Kept | undefined> => {
    const known = kept.get(value);
    if (known) {
      // Only sessions with a workspace are kept: its version is what the check reads.
      const now = await readCheck(db, token, known.row.workspace_id as string);
      if (!now) {
        kept.delete(value);
        return undefined;
      }
      const { row } = known;
      if (
        now.data_version === row.data_version &&
        now.picked === row.picked_workspace_id &&
        (now.picked !== null || now.default_pick === row.workspace_id) &&
        now.message_variant === row.message_variant &&
        now.subscription_text === row.subscription_text &&
        new Date(now.expiresAt).getTime() === known.expiresAt
      ) {
        return known;
      }
      kept.delete(value);
    }
    const row = await readRow(db, token);
    if (!row) return undefined;
    const fresh = { token, row, signedIn: signedIn(row), expiresAt: new Date(row.expiresAt).getTime() };
    // Only a row with its workspace's version can be checked; a new owner's has neither yet.
    if (row.workspace_id && row.data_version !== null) {
      if (kept.size >= KEPT_SESSIONS_MAX) kept.delete(kept.keys().next().value as string);
      kept.set(value, fresh);
    }
    return fresh;
  };
  let settings: SessionSettings | undefined;
  const load = async (): Promise<SessionSettings> => {
    const ctx = await auth.$context;
    return {
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    };
  };

  return async (
    cookieValue: (name: string) => string | undefined,
    headers: () => Headers,
  ): Promise<SignedIn | null> => {
    settings ??= await load();
    const s = settings;
    const value = cookieValue(s.cookieName);
    if (!value) return null;
    const token = kept.get(value)?.token ?? verifiedToken(value, s.secret);
    if (!token) return null;
    const session = await read(value, token);
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt > now && session.expiresAt - s.expiresInMs + s.updateAgeMs > now) return session.signedIn;
    // better-auth refreshes (or ends) the session; the row is then read again, fresh.
    if (!(await auth.api.getSession({ headers: headers() }))) return null;
    return (await read(value, token))?.signedIn ?? null;
  };
}

/**
 * The kept session's check, by primary keys and one index: its expiry, its pick (or, without one,
 * the workspace its person owns, else the first joined), its workspace's data version, the
 * profile's variant and the workspace Owner's subscription row.
 */
const CHECK = `SELECT s."expiresAt", sw.workspace_id AS picked, m.workspace_id AS default_pick,
    w.data_version::text AS data_version, p.message_variant, b::text AS subscription_text
  FROM "session" s LEFT JOIN session_workspaces sw ON sw.session_id = s.id
    LEFT JOIN LATERAL (
      SELECT workspace_id FROM workspace_members WHERE user_id = s."userId" AND sw.workspace_id IS NULL
      ORDER BY role = 'owner' DESC, created_at LIMIT 1
    ) m ON true
    LEFT JOIN workspaces w ON w.id = $2 LEFT JOIN subscriptions b ON b.user_id = w.user_id
    LEFT JOIN profiles p ON p.id = s."userId"
  WHERE s.token = $1`;

async function readCheck(db: Db, token: string, workspaceId: string): Promise<SessionCheck | undefined> {
  return (await readRows<SessionCheck>(db, CHECK, [token, workspaceId]))[0];
}

/**
 * One query: the session's user, the workspace it works in with the member's role (the one it
 * picked, else the one they own, else the first they joined), that workspace Owner's
 * subscription (the gate is the workspace's) and the user's profile.
 */
async function readRow(db: Db, token: string): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    SELECT s."expiresAt", s.id AS session_id, u.id, u.email, u.name, sw.workspace_id AS picked_workspace_id,
      m.role, w.id AS workspace_id, w.name AS workspace_name, w.data_version::text AS data_version,
      w.primary_color, w.logo_url, w.onboarding_completed, w.timezone, w.accent_color, w.calendly_url,
      b.user_id AS sub_user_id,
      b.subscription_status, b.trial_type, b.trial_end_date, b.trial_subdomain, b.cancel_at_period_end,
      b.current_period_end, b.payment_method_brand, b.payment_method_last4, b.payment_failure_reason, p.message_variant,
      b::text AS subscription_text
    FROM "session" s JOIN "user" u ON u.id = s."userId"
      LEFT JOIN session_workspaces sw ON sw.session_id = s.id
      LEFT JOIN LATERAL (
        SELECT workspace_id, role FROM workspace_members
        WHERE user_id = u.id AND (sw.workspace_id IS NULL OR workspace_id = sw.workspace_id)
        ORDER BY role = 'owner' DESC, created_at LIMIT 1
      ) m ON true
      LEFT JOIN workspaces w ON w.id = m.workspace_id
      LEFT JOIN subscriptions b ON b.user_id = COALESCE(w.user_id, u.id) LEFT JOIN profiles p ON p.id = u.id
    WHERE s.token = ${token}`.execute(db);
  return rows[0];
}

function signedIn(row: SessionRow): SignedIn {
  const workspace = row.workspace_id && toWorkspace({ ...row, id: row.workspace_id, name: row.workspace_name });
  return {
    user: { id: row.id, email: row.email, name: row.name },
    sessionId: row.session_id,
    workspace: workspace || null,
    role: row.role,
    removed: row.picked_workspace_id !== null && row.workspace_id === null,
    subscription: row.sub_user_id ? toSubscriptionView(row as SubscriptionRow) : null,
    messageVariant: row.message_variant,
    dataVersion: row.data_version,
  };
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** `token.signature` as better-auth signs it (HMAC-SHA256, base64); the token, or null if forged. */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
