import { buffer } from 'node:stream/consumers';
import { LOGO_TYPES } from '@bloom/core';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { renderExport } from './exports/render-export';
import { LruCache } from './lru-cache';
import { readWallVersion } from './public-wall';
import { publishedTestimonials } from './published-testimonials';
import { versionTag } from './version-tag';

/** Social cards kept (a PNG each, about 100 KB): the walls being shared right now. */
const CARD_CACHE_ENTRIES = 50;

export interface WallCardCache {
  /** The card's ETag and a way to its PNG; null when the wall is off or the workspace unknown. */
  lookup(workspaceId: string): Promise<{ etag: string; png: () => Promise<Uint8Array<ArrayBuffer> | null> } | null>;
}

/** The logo's bytes for the card; none when storage is not configured or the object is gone. */
async function readLogo(storage: FileStorage | undefined, key: string | null, url: string | null) {
  if (!storage || !key || !url) return { logo: null, logoType: null };
  const object = await storage.get(key).catch(() => null);
  if (!object) return { logo: null, logoType: null };
  const extension = url.split('.').pop();
  const type = LOGO_TYPES.find((t) => t.extension === extension);
  return { logo: new Uint8Array(await buffer(object.body)), logoType: type?.mime ?? null };
}

/**
 * The wall's Open Graph image (GET /api/public/gallery/{workspaceId}/card.png): the first
 * testimonial of the wall (pinned, else newest) as the social card, rendered by the exports'
 * renderer. Rendering costs a few hundred ms, so it is kept per (workspace, publish_version) and
 * concurrent requests for a card not yet rendered share one rendering.
 */
export function createWallCardCache(db: Db, storage: FileStorage | undefined): WallCardCache {
  const cards = new LruCache<string, { version: number; png: Promise<Uint8Array<ArrayBuffer> | null> }>(
    CARD_CACHE_ENTRIES,
  );

  const render = async (workspaceId: string): Promise<Uint8Array<ArrayBuffer> | null> => {
    const [workspace, first] = await Promise.all([
      db
        .selectFrom('workspaces')
        .select(['name', 'primary_color', 'accent_color', 'logo_key', 'logo_url'])
        .where('id', '=', workspaceId)
        .executeTakeFirst(),
      publishedTestimonials(db, workspaceId).limit(1).executeTakeFirst(),
    ]);
    if (!workspace || !first) return null;
    const logo = await readLogo(storage, workspace.logo_key, workspace.logo_url);
    const png = await renderExport(
      {
        quote: first.content,
        name: first.client_name,
        title: first.client_title,
        company: first.client_company,
        rating: first.rating,
        brand: {
          name: workspace.name,
          primaryColor: workspace.primary_color,
          accentColor: workspace.accent_color,
          ...logo,
        },
      },
      'social',
    );
    // Copied once into a plain ArrayBuffer: what a response body takes.
    return new Uint8Array(png);
  };

  return {
    async lookup(workspaceId) {
      const v = await readWallVersion(db, workspaceId);
      if (!v) return null;
      return {
        etag: versionTag('card', [v.publishVersion], ''),
        png: () => {
          const hit = cards.get(workspaceId);
          if (hit && hit.version === v.publishVersion) return hit.png;
          const png = render(workspaceId);
          cards.set(workspaceId, { version: v.publishVersion, png });
          // A failed rendering is not kept: the next request tries again.
          png.catch(() => {
            if (cards.get(workspaceId)?.png === png) cards.delete(workspaceId);
          });
          return png;
        },
      };
    },
  };
}
