import { sql } from 'kysely';
import type { Db } from './database';

/** A key's window as the shared table counts it (one row per key, reset when its window ends). */
export interface RateRule {
  /** How many requests a key may make within the window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit for a key in the database, so every server instance shares the count.
 * Returns whether the hit is allowed and, if not, how long until the window resets.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = await sql<{ count: number; reset_at: Date }>`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at
  `.execute(db);
  const row = result.rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  return { allowed: row.count <= rule.limit, retryAfterSeconds };
}

/** Whether a key has used up its window, without counting a hit. */
export async function isRateLimited(db: Db, key: string, rule: RateRule): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return (row?.count ?? 0) >= rule.limit;
}
