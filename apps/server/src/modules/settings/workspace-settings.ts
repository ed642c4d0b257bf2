import type { WorkspacePatch, WorkspaceSettings } from '@bloom/core';
import type { Kysely, Updateable } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Database, WorkspacesTable } from '../../platform/db/schema';

/** The columns WorkspaceSettings is read from. */
const SETTINGS_COLUMNS = [
  'id',
  'name',
  'contact_email',
  'timezone',
  'primary_color',
  'accent_color',
  'logo_url',
  'calendly_url',
  'onboarding_completed',
  'checklist_dismissed',
] as const;

interface SettingsRow {
  id: string;
  name: string;
  contact_email: string | null;
  timezone: string;
  primary_color: string;
  accent_color: string | null;
  logo_url: string | null;
  calendly_url: string | null;
  onboarding_completed: boolean;
  checklist_dismissed: boolean;
}

export const toSettings = (row: SettingsRow): WorkspaceSettings => ({
  id: row.id,
  name: row.name,
  contactEmail: row.contact_email,
  timezone: row.timezone,
  primaryColor: row.primary_color,
  accentColor: row.accent_color,
  logoUrl: row.logo_url,
  calendlyUrl: row.calendly_url,
  onboardingCompleted: row.onboarding_completed,
  checklistDismissed: row.checklist_dismissed,
});

/** The owner's workspace settings (GET /api/workspace). */
export async function readWorkspaceSettings(ctx: OwnerContext, db: Kysely<Database> = ctx.db) {
  const row = await db
    .selectFrom('workspaces')
    .select(SETTINGS_COLUMNS)
    .where('id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toSettings(row);
}

/**
 * PATCH /api/workspace: the keys sent (already checked by core's workspacePatchSchema) change in
 * one statement; nothing sent changes nothing.
 */
export async function updateWorkspaceSettings(ctx: OwnerContext, patch: WorkspacePatch): Promise<WorkspaceSettings> {
  const values: Updateable<WorkspacesTable> = {
    name: patch.name,
    contact_email: patch.contactEmail,
    timezone: patch.timezone,
    primary_color: patch.primaryColor,
    accent_color: patch.accentColor,
    calendly_url: patch.calendlyUrl,
    onboarding_completed: patch.onboardingCompleted,
    checklist_dismissed: patch.checklistDismissed,
  };
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return readWorkspaceSettings(ctx);
  const row = await ctx.db
    .updateTable('workspaces')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', ctx.workspaceId)
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toSettings(row);
}
