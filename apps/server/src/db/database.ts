import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { LockedPGliteDialect } from './locked-pglite-dialect';
import { useNamedStatements } from './named-statements';
import { useNamedStatementsOnPGlite } from './pglite-named-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
    useNamedStatements(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dir = options.pgliteDir;
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm backs the client search index (migration 003).
  const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };
  // The dialect serialises access to the single PGlite connection, transactions included.
  return new Kysely<Database>({
    dialect: new LockedPGliteDialect({
      pglite: () => {
        const pglite = dir ? new PGlite(dir, pgliteOptions) : new PGlite(pgliteOptions);
        useNamedStatementsOnPGlite(pglite);
        return pglite;
      },
    }),
  });
}
