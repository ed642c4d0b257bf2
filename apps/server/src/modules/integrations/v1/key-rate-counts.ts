import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { CountStore, SharedCount } from './key-rate-limit';

/** Statements stay small however many keys a flush carries. */
const ROWS_PER_STATEMENT = 500;

const remainingMs = sql<number>`(extract(epoch FROM reset_at - now()) * 1000)::float8`;

/**
 * The API keys' shared windows in `rate_limits` (the table every other limit uses, so the hourly
 * clean-up removes ended ones): one read for a key an instance starts counting, one upsert per
 * flush for all the keys it counted.
 */
export function rateLimitTableStore(db: Db): CountStore {
  return {
    async read(keys) {
      if (keys.length === 0) return [];
      const { rows } = await sql<SharedCount>`
        SELECT key, count, ${remainingMs} AS "resetInMs" FROM rate_limits
        WHERE key IN (${sql.join(keys)}) AND reset_at > now()`.execute(db);
      return rows;
    },
    async add(hits) {
      const out: SharedCount[] = [];
      // In key order, so two instances flushing the same keys lock their rows in the same order.
      const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (let i = 0; i < sorted.length; i += ROWS_PER_STATEMENT) {
        const values = sorted
          .slice(i, i + ROWS_PER_STATEMENT)
          .map((h) => sql`(${h.key}::text, ${h.hits}::int, ${Math.max(1, Math.round(h.resetInMs))}::int)`);
        const { rows } = await sql<SharedCount>`
          INSERT INTO rate_limits (key, count, reset_at)
          SELECT v.key, v.hits, now() + v.ms * interval '1 millisecond' FROM (VALUES ${sql.join(values)}) AS v(key, hits, ms)
          ORDER BY v.key
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.reset_at <= now() THEN excluded.count ELSE rate_limits.count + excluded.count END,
            reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
          RETURNING key, count, ${remainingMs} AS "resetInMs"`.execute(db);
        out.push(...rows);
      }
      return out;
    },
  };
}
