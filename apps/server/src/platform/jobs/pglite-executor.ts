import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database';

const TRANSACTION_SCRIPT = /^\s*BEGIN\s*;([\s\S]*?)COMMIT\s*;?\s*$/i;

/**
 * pg-boss's `db` over the app's embedded PGlite. Everything goes through the Db's lock (one
 * caller on the single connection at a time), so a pg-boss statement never lands inside a
 * request's open transaction. Parametrised statements run as queries; scripts without values
 * (several statements) through `exec`, and its `BEGIN; … COMMIT;` scripts inside
 * `pglite.transaction`, which rolls back on failure: a failed script run by plain `exec` would
 * leave the shared session aborted for every later query.
 */
export function pgliteExecutor(db: Db, pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const { rows } = await db.executeQuery(CompiledQuery.raw(text, values));
        return { rows: rows as unknown[] };
      }
      return db.connection().execute(async () => {
        const body = text.match(TRANSACTION_SCRIPT)?.[1];
        const results = body === undefined ? await pglite.exec(text) : await pglite.transaction((tx) => tx.exec(body));
        return { rows: results.at(-1)?.rows ?? [] };
      });
    },
  };
}
