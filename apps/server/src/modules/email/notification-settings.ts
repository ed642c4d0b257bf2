import type { NotificationSettings, notificationSettingsPatchSchema } from '@bloom/core';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { WorkspacesTable } from '../../platform/db/schema';

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
  const row = await ctx.db
    .selectFrom('workspaces')
    .select(COLUMNS)
    .where('id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toSettings(row);
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
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return readNotificationSettings(ctx);
  const row = await ctx.db
    .updateTable('workspaces')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', ctx.workspaceId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toSettings(row);
}
