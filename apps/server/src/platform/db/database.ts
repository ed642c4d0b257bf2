import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { LockedPGliteDialect } from './locked-pglite-dialect';
import { useNamedStatements } from './named-statements';
import { openPGlite } from './open-pglite';
import { useNamedStatementsOnPGlite } from './pglite-named-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database (fsync on, see open-pglite.ts); omitted means in memory (tests). */
  pgliteDir?: string | undefined;
  /** An in-memory database starts from this dumped data folder (tests copy a migrated template). */
  pgliteDataDir?: Blob | undefined;
}

/**
 * createDatabase, then one query: a database that cannot be reached or opened fails here, at
 * start-up (a damaged embedded folder as a DatabaseOpenError that says what to do).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = createDatabase(options);
  try {
    await sql`SELECT 1`.execute(db);
    return db;
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw err;
  }
}

const embedded = new WeakMap<Db, () => PGlite | undefined>();

/**
 * The embedded PGlite behind a Db: undefined on PostgreSQL, or before the Db's first query.
 * Background jobs run pg-boss's multi-statement scripts on it (platform/jobs/pglite-executor.ts).
 */
export const embeddedPGlite = (db: Db): PGlite | undefined => embedded.get(db)?.();

const directReads = new WeakMap<Db, pg.Pool>();

/**
 * One SELECT straight on PostgreSQL's pool, past Kysely's layers: for the statement every
 * signed-in request runs (a kept session's check, docs/decisions/044-kept-sessions.md). On PGlite
 * it goes through Kysely, whose dialect serialises the one connection.
 */
export async function readRows<T>(db: Db, text: string, values: unknown[]): Promise<T[]> {
  const pool = directReads.get(db);
  if (pool) return (await pool.query(text, values)).rows as T[];
  // Through Kysely as a template ($n → its value), so its plugins see it as any other statement.
  const pieces = text.split(/\$(\d+)/);
  const strings = pieces.filter((_, i) => i % 2 === 0);
  const params = pieces.filter((_, i) => i % 2 === 1).map((n) => values[Number(n) - 1]);
  const template = Object.assign([...strings], { raw: strings }) as unknown as TemplateStringsArray;
  return (await sql<T>(template, ...params).execute(db)).rows;
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
    useNamedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    directReads.set(db, pool);
    return db;
  }
  const dir = options.pgliteDir;
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm backs the client search index (migration 003).
  const pgliteOptions: PGliteOptions = { extensions: { pg_trgm }, loadDataDir: options.pgliteDataDir };
  // The dialect serialises access to the single PGlite connection, transactions included.
  let instance: PGlite | undefined;
  const db = new Kysely<Database>({
    dialect: new LockedPGliteDialect({
      pglite: async () => {
        const pglite = dir ? await openPGlite(dir) : new PGlite(pgliteOptions);
        useNamedStatementsOnPGlite(pglite);
        instance = pglite;
        return pglite;
      },
    }),
  });
  embedded.set(db, () => instance);
  return db;
}
