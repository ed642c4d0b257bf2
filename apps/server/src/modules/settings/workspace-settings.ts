import type { WorkspacePatch, WorkspaceSettings } from '@bloom/core';
import type { Kysely, Updateable } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import type { Database, WorkspacesTable } from '../../platform/db/schema';
import { patchWorkspaceColumns, readWorkspaceColumns } from './workspace-columns';

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
  return toSettings(await readWorkspaceColumns(db, ctx.workspaceId, SETTINGS_COLUMNS));
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
  return toSettings(await patchWorkspaceColumns(ctx.db, ctx.workspaceId, values, SETTINGS_COLUMNS));
}
