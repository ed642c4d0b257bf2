import type { NotificationSettings, notificationSettingsPatchSchema } from '@bloom/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import type { WorkspacesTable } from '../../platform/db/schema';
import { patchWorkspaceColumns, readWorkspaceColumns } from '../settings';

export type NotificationSettingsPatch = z.output<typeof notificationSettingsPatchSchema>;

const COLUMNS = ['notify_submission', 'notify_testimonial', 'notify_milestone', 'notify_weekly_summary'] as const;

const toSettings = (row: {
  notify_submission: boolean;
  notify_testimonial: boolean;
  notify_milestone: boolean;
  notify_weekly_summary: boolean;
}): NotificationSettings => ({
  submission: row.notify_submission,
  testimonial: row.notify_testimonial,
  milestone: row.notify_milestone,
  weeklySummary: row.notify_weekly_summary,
});

/** The owner's four notification emails (GET /api/settings/notifications), all on by default. */
export async function readNotificationSettings(ctx: OwnerContext): Promise<NotificationSettings> {
  return toSettings(await readWorkspaceColumns(ctx.db, ctx.workspaceId, COLUMNS));
}

/** PATCH /api/settings/notifications: only the toggles sent change. */
export async function updateNotificationSettings(
  ctx: OwnerContext,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const values: Updateable<WorkspacesTable> = {
    notify_submission: patch.submission,
    notify_testimonial: patch.testimonial,
    notify_milestone: patch.milestone,
    notify_weekly_summary: patch.weeklySummary,
  };
  return toSettings(await patchWorkspaceColumns(ctx.db, ctx.workspaceId, values, COLUMNS));
}
