import {
  DEFAULT_INVITATION_BODY,
  DEFAULT_INVITATION_SUBJECT,
  type EmailSettings,
  type emailSettingsPatchSchema,
} from '@bloom/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import type { WorkspacesTable } from '../../platform/db/schema';
import { patchWorkspaceColumns, readWorkspaceColumns } from '../settings';

export type EmailSettingsPatch = z.output<typeof emailSettingsPatchSchema>;

const COLUMNS = [
  'invitation_subject',
  'invitation_body',
  'reminders_enabled',
  'reminder_interval_days',
  'due_reminder_offsets',
] as const;

interface EmailSettingsRow {
  invitation_subject: string | null;
  invitation_body: string | null;
  reminders_enabled: boolean;
  reminder_interval_days: number;
  due_reminder_offsets: number[];
}

/** A stored template part, or the default for null (never edited, or reset). */
export const invitationTemplate = (row: Pick<EmailSettingsRow, 'invitation_subject' | 'invitation_body'>) => ({
  subject: row.invitation_subject ?? DEFAULT_INVITATION_SUBJECT,
  body: row.invitation_body ?? DEFAULT_INVITATION_BODY,
});

const toSettings = (row: EmailSettingsRow): EmailSettings => {
  const template = invitationTemplate(row);
  return {
    invitationSubject: template.subject,
    invitationBody: template.body,
    usesDefaultTemplate: row.invitation_subject === null && row.invitation_body === null,
    remindersEnabled: row.reminders_enabled,
    reminderIntervalDays: row.reminder_interval_days,
    dueReminderOffsets: [...row.due_reminder_offsets].sort((a, b) => a - b),
  };
};

/** The invitation template and the workspace's reminders, due-date ones too (GET /api/settings/email). */
export async function readEmailSettings(ctx: OwnerContext): Promise<EmailSettings> {
  return toSettings(await readWorkspaceColumns(ctx.db, ctx.workspaceId, COLUMNS));
}

/**
 * A template part as stored: null for the default. Text equal to the default is stored as null
 * too, so a form that saves every field keeps following the built-in wording.
 */
const storedPart = (value: string | null | undefined, fallback: string) =>
  value === undefined ? undefined : value === null || value === fallback ? null : value;

/**
 * PATCH /api/settings/email: only the keys sent change (already checked by core's
 * emailSettingsPatchSchema), in one statement; null for a template part resets it.
 */
export async function updateEmailSettings(ctx: OwnerContext, patch: EmailSettingsPatch): Promise<EmailSettings> {
  const values: Updateable<WorkspacesTable> = {
    invitation_subject: storedPart(patch.invitationSubject, DEFAULT_INVITATION_SUBJECT),
    invitation_body: storedPart(patch.invitationBody, DEFAULT_INVITATION_BODY),
    reminders_enabled: patch.remindersEnabled,
    reminder_interval_days: patch.reminderIntervalDays,
    // Kept in date order (the sweep reads them as a set).
    due_reminder_offsets:
      patch.dueReminderOffsets === undefined
        ? undefined
        : JSON.stringify([...patch.dueReminderOffsets].sort((a, b) => a - b)),
  };
  return toSettings(await patchWorkspaceColumns(ctx.db, ctx.workspaceId, values, COLUMNS));
}
