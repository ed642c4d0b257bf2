import type { Db } from '../../platform/db/database';
import { LruCache } from './lru-cache';
import { publicWidget, readWidgetVersion } from './public-widget';
import { beforeCheck, type CheckedAt, stillTrusted } from './recent-check';
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
  /** When `version` was last read from the database. */
  checked: CheckedAt;
}

export interface PublicWidgetCache {
  /** The widget's ETag and a way to its body: null for an unknown (or deleted) widget. */
  lookup(widgetId: string, origin: string): Promise<{ etag: string; body: () => Promise<string | null> } | null>;
}

/**
 * The public widget's answer, cached in this process per (widget id, widget.updated_at,
 * workspace.publish_version) (docs/decisions/024-public-widget-cache.md). Any change a visitor
 * could see moves a version (the triggers of migration 012, or the widget's own save). A request
 * reads those versions in one small query, unless they were read less than VERSION_TRUST_MS ago
 * and this process has finished no write since (recent-check.ts): then it is answered from memory,
 * without a query (docs/decisions/010-measured-speed.md). The ETag is derived from the versions,
 * so a 304 builds nothing, and a cached body is sent as it is.
 */
export function createPublicWidgetCache(db: Db, capacity = WIDGET_CACHE_ENTRIES): PublicWidgetCache {
  const entries = new LruCache<string, Entry>(capacity);
  return {
    async lookup(widgetId, origin) {
      const key = `${widgetId} ${origin}`;
      const hit = entries.get(key);
      if (hit && stillTrusted(hit.checked)) return { etag: hit.etag, body: async () => hit.body };
      const checked = beforeCheck();
      const v = await readWidgetVersion(db, widgetId);
      if (!v) {
        entries.delete(key);
        return null;
      }
      const version = `${v.widgetVersion}-${v.publishVersion}`;
      const etag = versionTag('w', [v.widgetVersion, v.publishVersion], origin);
      if (hit?.version === version) {
        hit.checked = checked;
        return { etag, body: async () => hit.body };
      }
      return {
        etag,
        body: async () => {
          const answer = await publicWidget(db, widgetId, origin);
          if (!answer) return null;
          const body = JSON.stringify(answer);
          // Read after the versions: it is at least as new as they say, so keeping it under them is safe.
          entries.set(key, { version, etag, body, checked });
          return body;
        },
      };
    },
  };
}
