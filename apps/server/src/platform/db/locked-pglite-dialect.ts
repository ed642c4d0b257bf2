import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over embedded PGlite. Kysely 0.28 (the line whose `engines` accept Node 20) ships no
 * PGlite dialect, so this is ours: PostgreSQL's compiler and introspector over one PGlite
 * connection.
 *
 * PGlite is one connection, so a query issued while another request's transaction is open would
 * run inside it. The driver lets one caller hold the connection at a time (a transaction holds it
 * until commit or rollback), like a pool of size one.
 */
class PGliteConnection implements DatabaseConnection {
  #tx: Transaction | undefined;
  #finish: ((commit: boolean) => void) | undefined;
  #closed: Promise<unknown> | undefined;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows } = await (this.#tx ?? this.pglite).query<R>(query.sql, [...query.parameters], {
      rowMode: 'object',
    });
    return { numAffectedRows: affectedRows == null ? undefined : BigInt(affectedRows), rows: rows ?? [] };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely's interface wants a generator.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /**
   * Opens the transaction through `pglite.transaction`, which takes PGlite's own lock and rolls
   * back when the callback throws, and keeps it open until commit or rollback settles it.
   */
  async begin(): Promise<void> {
    let begun!: () => void;
    const ready = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const settled = new Promise<boolean>((resolve) => {
      this.#finish = resolve;
    });
    this.#closed = this.pglite.transaction(async (tx) => {
      this.#tx = tx;
      begun();
      if (!(await settled)) await tx.rollback();
    });
    await ready;
  }

  async end(commit: boolean): Promise<void> {
    const closed = this.#closed;
    this.#finish?.(commit);
    this.#tx = undefined;
    this.#finish = undefined;
    this.#closed = undefined;
    if (commit) await closed;
    else await closed?.catch(() => {});
  }
}

class LockedPGliteDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  #pglite: PGlite | undefined;
  #connection: PGliteConnection | undefined;

  constructor(private readonly open: () => Promise<PGlite>) {}

  async init(): Promise<void> {
    this.#pglite = await this.open();
    await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection as PGliteConnection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).begin();
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).end(true);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).end(false);
  }

  async destroy(): Promise<void> {
    if (this.#pglite && !this.#pglite.closed) await this.#pglite.close();
  }
}

export class LockedPGliteDialect implements Dialect {
  constructor(private readonly config: { pglite: () => Promise<PGlite> }) {}

  createDriver(): Driver {
    return new LockedPGliteDriver(this.config.pglite);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface types the instance as Kysely<any>.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
