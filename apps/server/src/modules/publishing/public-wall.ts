import type { PublicTestimonial } from '@bloom/core';
import type { Db } from '../../platform/db/database';
import { BRAND_COLUMNS, type PublicBrand, publicBrand } from './public-brand';
import { publishedTestimonials, toPublicTestimonial } from './published-testimonials';

/** The wall shows this many at most: a page, not an archive (search engines and phones both prefer it). */
export const WALL_MAX_TESTIMONIALS = 120;

export interface WallVersion {
  /** workspaces.publish_version: every testimonial, brand and wall-switch change moves it. */
  publishVersion: number;
}

/** The wall's one cheap query: null when the workspace does not exist or its wall is off. */
export async function readWallVersion(db: Db, workspaceId: string): Promise<WallVersion | null> {
  const row = await db
    .selectFrom('workspaces')
    .select(['wall_enabled', 'publish_version'])
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return row?.wall_enabled ? { publishVersion: row.publish_version } : null;
}

export interface PublicWall {
  workspaceId: string;
  brand: PublicBrand;
  /** The Calendly link, when set and http(s). */
  bookingUrl: string | null;
  testimonials: PublicTestimonial[];
}

/** Everything the wall page shows: the brand, the booking link and the published testimonials. */
export async function publicWall(db: Db, workspaceId: string, origin: string): Promise<PublicWall | null> {
  const row = await db
    .selectFrom('workspaces as ws')
    .select(['ws.wall_enabled', 'ws.calendly_url', ...BRAND_COLUMNS])
    .where('ws.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row?.wall_enabled) return null;
  const testimonials = await publishedTestimonials(db, workspaceId).limit(WALL_MAX_TESTIMONIALS).execute();
  return {
    workspaceId,
    brand: publicBrand(row, origin),
    bookingUrl: row.calendly_url && /^https?:\/\//i.test(row.calendly_url) ? row.calendly_url : null,
    testimonials: testimonials.map(toPublicTestimonial),
  };
}
