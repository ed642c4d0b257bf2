import type { Db } from '../../platform/db/database';
import { LruCache } from './lru-cache';
import { publicWall, readWallVersion } from './public-wall';
import { wallPath } from './publishing-settings';
import { beforeCheck, type CheckedAt, stillTrusted } from './recent-check';
import { versionTag } from './version-tag';
import { renderWallPage } from './wall-page';

/** Walls whose page is kept, the newest version of each. */
const WALL_CACHE_ENTRIES = 200;

export interface WallPageCache {
  /** The page's ETag and a way to its HTML; null when the wall is off or the workspace unknown. */
  lookup(workspaceId: string, origin: string): Promise<{ etag: string; html: () => Promise<string | null> } | null>;
}

/** The wall's absolute address: its canonical URL. */
export const wallUrl = (origin: string, workspaceId: string) => `${origin}${wallPath(workspaceId)}`;
/** The wall's social card, its Open Graph image. */
export const wallCardPath = (workspaceId: string) => `/api/public/gallery/${workspaceId}/card.png`;

/**
 * The wall page, rendered once per (workspace, publish_version, origin) and kept in this process,
 * like the widget's JSON (docs/decisions/024-public-widget-cache.md): a request costs one query
 * reading the switch and the version, or none while a version read less than VERSION_TRUST_MS ago
 * is trusted (recent-check.ts).
 */
export function createWallPageCache(db: Db): WallPageCache {
  const pages = new LruCache<string, { version: number; etag: string; html: string; checked: CheckedAt }>(
    WALL_CACHE_ENTRIES,
  );
  return {
    async lookup(workspaceId, origin) {
      const key = `${workspaceId} ${origin}`;
      const hit = pages.get(key);
      if (hit && stillTrusted(hit.checked)) return { etag: hit.etag, html: async () => hit.html };
      const checked = beforeCheck();
      const v = await readWallVersion(db, workspaceId);
      if (!v) {
        pages.delete(key);
        return null;
      }
      const etag = versionTag('wall', [v.publishVersion], origin);
      if (hit?.version === v.publishVersion) {
        hit.checked = checked;
        return { etag, html: async () => hit.html };
      }
      return {
        etag,
        html: async () => {
          const wall = await publicWall(db, workspaceId, origin);
          if (!wall) return null;
          const html = renderWallPage(wall, {
            url: wallUrl(origin, workspaceId),
            // The version in the address: link previews keep an image by its URL.
            imageUrl: wall.testimonials.length ? `${origin}${wallCardPath(workspaceId)}?v=${v.publishVersion}` : null,
          });
          pages.set(key, { version: v.publishVersion, etag, html, checked });
          return html;
        },
      };
    },
  };
}
