import { DEFAULT_WORKSPACE_NAME, type OwnerWorkspace } from '@bloom/core';
import type { Db } from '../../platform/db/database';

/** The owner's workspace as the session carries it and `/api/me` answers it. */
export type Workspace = OwnerWorkspace;

/**
 * Returns the owner's workspace, creating it on their first signed-in request.
 * The unique user_id makes concurrent first requests end with one workspace.
 */
export async function ensureWorkspace(db: Db, user: { id: string; email: string }): Promise<Workspace> {
  const existing = await findWorkspace(db, user.id);
  if (existing) return existing;
  await db
    .insertInto('workspaces')
    .values({ user_id: user.id, name: DEFAULT_WORKSPACE_NAME, contact_email: user.email })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const created = await findWorkspace(db, user.id);
  if (!created) throw new Error('Workspace was not created');
  return created;
}

async function findWorkspace(db: Db, userId: string): Promise<Workspace | undefined> {
  const row = await db
    .selectFrom('workspaces')
    .select(WORKSPACE_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toWorkspace(row);
}

/** The columns a Workspace is read from; the session query (modules/auth/session-reader.ts) reads the same. */
export const WORKSPACE_COLUMNS = [
  'id',
  'name',
  'primary_color',
  'logo_url',
  'onboarding_completed',
  'timezone',
  'accent_color',
  'calendly_url',
] as const;

export interface WorkspaceRow {
  id: string;
  name: string;
  primary_color: string;
  logo_url: string | null;
  onboarding_completed: boolean;
  timezone: string;
  accent_color: string | null;
  calendly_url: string | null;
}

export function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    primaryColor: row.primary_color,
    logoUrl: row.logo_url,
    onboardingCompleted: row.onboarding_completed,
    timezone: row.timezone,
    accentColor: row.accent_color,
    calendlyUrl: row.calendly_url,
  };
}
