import type { Db } from '../../platform/db/database';
import { LruCache } from './lru-cache';
import { publicWidget, readWidgetVersion } from './public-widget';
import { versionTag } from './version-tag';

/** Widgets whose built answer is kept; one entry per widget (and origin), the newest version only. */
export const WIDGET_CACHE_ENTRIES = 1000;

export interface CachedWidget {
  etag: string;
  /** The JSON text, serialised once. */
  body: string;
}

interface Entry extends CachedWidget {
  version: string;
}

export interface PublicWidgetCache {
  /** The widget's ETag and a way to its body: null for an unknown (or deleted) widget. */
  lookup(widgetId: string, origin: string): Promise<{ etag: string; body: () => Promise<string | null> } | null>;
}

/**
 * The public widget's answer, cached in this process per (widget id, widget.updated_at,
 * workspace.publish_version) (docs/decisions/024-public-widget-cache.md). Each request costs one
 * small query reading those versions; the ETag is derived from them, so a 304 builds nothing,
 * and a cached body is sent as it is. Any change a visitor could see moves a version (the
 * triggers of migration 012, or the widget's own save), so nothing stale outlives its request.
 */
export function createPublicWidgetCache(db: Db, capacity = WIDGET_CACHE_ENTRIES): PublicWidgetCache {
  const entries = new LruCache<string, Entry>(capacity);
  return {
    async lookup(widgetId, origin) {
      const v = await readWidgetVersion(db, widgetId);
      if (!v) {
        entries.delete(`${widgetId} ${origin}`);
        return null;
      }
      const version = `${v.widgetVersion}-${v.publishVersion}`;
      const key = `${widgetId} ${origin}`;
      const etag = versionTag('w', [v.widgetVersion, v.publishVersion], origin);
      return {
        etag,
        body: async () => {
          const hit = entries.get(key);
          if (hit?.version === version) return hit.body;
          const answer = await publicWidget(db, widgetId, origin);
          if (!answer) return null;
          const body = JSON.stringify(answer);
          // Read after the versions: it is at least as new as they say, so keeping it under them is safe.
          entries.set(key, { version, etag, body });
          return body;
        },
      };
    },
  };
}
