import {
  DEFAULT_WIDGET_SETTINGS,
  ERROR_CODES,
  MAX_WIDGETS_PER_WORKSPACE,
  PUBLISHING_MESSAGES,
  type WidgetDto,
  type WidgetSettings,
  type widgetInputSchema,
  type widgetPatchSchema,
  widgetSettingsSchema,
} from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';

/** The owner's widgets (issue 21): several per workspace, each with a stable public id (its uuid). */

type WidgetInput = z.output<typeof widgetInputSchema>;
type WidgetPatch = z.output<typeof widgetPatchSchema>;

const COLUMNS = ['id', 'name', 'settings', 'created_at', 'updated_at'] as const;

interface WidgetRow {
  id: string;
  name: string;
  settings: unknown;
  created_at: Date;
  updated_at: Date;
}

/**
 * Settings as stored; a row written by an older schema (or by hand) reads as the defaults rather
 * than breaking the configurator or the public widget.
 */
export function storedSettings(value: unknown): WidgetSettings {
  const parsed = widgetSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_WIDGET_SETTINGS;
}

const toWidgetDto = (row: WidgetRow): WidgetDto => ({
  id: row.id,
  name: row.name,
  settings: storedSettings(row.settings),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const widgetNotFound = () => notFound(PUBLISHING_MESSAGES.widgetNotFound);

/** Oldest first, so the list does not reorder as widgets are edited. */
export async function listWidgets(ctx: OwnerContext): Promise<WidgetDto[]> {
  const rows = await ctx.db
    .selectFrom('widgets')
    .select(COLUMNS)
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toWidgetDto);
}

export async function getWidget(ctx: OwnerContext, id: string): Promise<WidgetDto> {
  const row = await ctx.db
    .selectFrom('widgets')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!row) throw widgetNotFound();
  return toWidgetDto(row);
}

/**
 * A new widget, unless the workspace has MAX_WIDGETS_PER_WORKSPACE already (409). The workspace
 * row is locked for the count, so two creations at once cannot both take the last place.
 * Picked testimonial ids are stored as given: one of another workspace is simply never shown
 * (answering an error would confirm that it exists).
 */
export async function createWidget(ctx: OwnerContext, input: WidgetInput): Promise<WidgetDto> {
  return ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('workspaces').select('id').where('id', '=', ctx.workspaceId).forUpdate().execute();
    const { n } = await trx
      .selectFrom('widgets')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirstOrThrow();
    if (n >= MAX_WIDGETS_PER_WORKSPACE) {
      throw new ServiceError(ERROR_CODES.CONFLICT, PUBLISHING_MESSAGES.tooManyWidgets);
    }
    const row = await trx
      .insertInto('widgets')
      .values({ workspace_id: ctx.workspaceId, name: input.name, settings: JSON.stringify(input.settings) })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toWidgetDto(row);
  });
}

/**
 * The keys sent change; `updated_at` moves with them (no trigger on widgets), and with it the
 * public widget's cache key and ETag. Nothing sent changes nothing.
 */
export async function updateWidget(ctx: OwnerContext, id: string, patch: WidgetPatch): Promise<WidgetDto> {
  if (patch.name === undefined && patch.settings === undefined) return getWidget(ctx, id);
  const row = await ctx.db
    .updateTable('widgets')
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.settings !== undefined ? { settings: JSON.stringify(patch.settings) } : {}),
      // clock_timestamp(), not now(): two saves in one transaction still give two versions.
      updated_at: sql`clock_timestamp()`,
    })
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw widgetNotFound();
  return toWidgetDto(row);
}

/** Its public id answers 404 from then on (the embed code on other sites shows nothing). */
export async function deleteWidget(ctx: OwnerContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .deleteFrom('widgets')
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw widgetNotFound();
}
