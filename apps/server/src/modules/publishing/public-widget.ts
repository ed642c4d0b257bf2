import type { PublicWidget } from '@bloom/core';
import type { Db } from '../../platform/db/database';
import { BRAND_COLUMNS, publicBrand } from './public-brand';
import { toPublicTestimonial, widgetTestimonials } from './published-testimonials';
import { storedSettings } from './widget-service';

/** What the public answer of a widget depends on: its own row and everything its workspace publishes. */
export interface WidgetVersion {
  workspaceId: string;
  /** widgets.updated_at in ms: moves with every save of the widget. */
  widgetVersion: number;
  /** workspaces.publish_version: moves with every testimonial and brand change (migration 012's triggers). */
  publishVersion: number;
}

/** The one small query a cached answer costs: the widget joined to its workspace by primary keys. */
export async function readWidgetVersion(db: Db, widgetId: string): Promise<WidgetVersion | null> {
  const row = await db
    .selectFrom('widgets as w')
    .innerJoin('workspaces as ws', 'ws.id', 'w.workspace_id')
    .select(['w.workspace_id', 'w.updated_at', 'ws.publish_version'])
    .where('w.id', '=', widgetId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    workspaceId: row.workspace_id,
    widgetVersion: row.updated_at.getTime(),
    publishVersion: row.publish_version,
  };
}

/**
 * GET /api/public/widgets/{widgetId}, built from the database (public-widget-cache.ts keeps it):
 * the widget's look, the workspace's brand with the logo made absolute with `origin`, and the
 * published testimonials its selection picks, public fields only. Null for an unknown widget.
 */
export async function publicWidget(db: Db, widgetId: string, origin: string): Promise<PublicWidget | null> {
  const row = await db
    .selectFrom('widgets as w')
    .innerJoin('workspaces as ws', 'ws.id', 'w.workspace_id')
    .select(['w.id', 'w.workspace_id', 'w.settings', ...BRAND_COLUMNS])
    .where('w.id', '=', widgetId)
    .executeTakeFirst();
  if (!row) return null;
  const settings = storedSettings(row.settings);
  const testimonials = await widgetTestimonials(db, row.workspace_id, settings);
  return {
    widget: {
      id: row.id,
      layout: settings.layout,
      theme: settings.theme,
      showRating: settings.showRating,
      showDate: settings.showDate,
      brand: publicBrand(row, origin),
    },
    testimonials: testimonials.map(toPublicTestimonial),
  };
}
