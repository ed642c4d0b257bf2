import { type DatabaseConnection, type Driver, PGliteDialect, type TransactionSettings } from 'kysely';

/**
 * PGlite is one connection. Kysely's PGlite driver hands that connection to every caller,
 * so a query issued while another request's transaction is open would run inside it.
 * This driver lets one caller hold the connection at a time (a transaction holds it until
 * commit or rollback), like a pool of size one.
 */
class LockedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export class LockedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new LockedDriver(super.createDriver());
  }
}
