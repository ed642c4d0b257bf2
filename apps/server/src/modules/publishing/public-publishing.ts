import type { RateRule } from '../../kernel/rate-limit';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { type AddressLimiter, createAddressLimiter, PUBLIC_READ_RULE } from './address-limiter';
import { createWallPageCache, type WallPageCache } from './public-wall-cache';
import { createPublicWidgetCache, type PublicWidgetCache } from './public-widget-cache';
import { createWallCardCache, type WallCardCache } from './wall-card';

/** Ids that name no widget or wall, per address: someone guessing (a real one costs no write). */
export const PUBLIC_MISS_RULE: RateRule = { limit: 60, windowSeconds: 5 * 60 };
export const publicMissKey = (address: string) => `public-miss:${address}`;

/**
 * The public side of publishing, one per app: the per-address limit on every public answer
 * (widget JSON, iframe page, wall, social card) and the caches behind them. Several route files
 * share it, so a visitor's requests count once against one budget.
 */
export interface PublicPublishing {
  reads: AddressLimiter;
  missRule: RateRule;
  widgets: PublicWidgetCache;
  walls: WallPageCache;
  cards: WallCardCache;
}

export function createPublicPublishing(deps: {
  db: Db;
  storage: FileStorage | undefined;
  /** RATE_LIMIT_SCALE: multiplies both limits. */
  rateLimitScale: number;
}): PublicPublishing {
  const scale = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * deps.rateLimitScale });
  return {
    reads: createAddressLimiter(scale(PUBLIC_READ_RULE)),
    missRule: scale(PUBLIC_MISS_RULE),
    widgets: createPublicWidgetCache(deps.db),
    walls: createWallPageCache(deps.db),
    cards: createWallCardCache(deps.db, deps.storage),
  };
}
