import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';

export type EnqueueOptions = Pick<
  PgBoss.SendOptions,
  'startAfter' | 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

/** Only writes jobs, through the `db` each call passes; it never connects or starts. */
let writer: PgBoss | undefined;

const noConnection: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('[jobs] enqueue needs the transaction to write through')),
};

/**
 * Adds a job in `trx`, the transaction of the change that causes it: committed together, or
 * rolled back together (nothing runs). Works without a started runner: the job waits in the
 * database until one picks it up. Returns the job's id; null only when `singletonKey` matched a
 * job already queued. Throws when the queue does not exist (the runner creates them on start).
 */
export async function enqueue(
  trx: Kysely<Database>,
  queue: string,
  data: object,
  options: EnqueueOptions = {},
): Promise<string | null> {
  writer ??= new PgBoss({ db: noConnection, supervise: false, schedule: false, migrate: false });
  const db: PgBoss.Db = {
    executeSql: async (text, values) => {
      const { rows } = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: rows as unknown[] };
    },
  };
  const id = await writer.send(queue, data, { ...options, db });
  if (id === null && !options.singletonKey) {
    throw new Error(`[jobs] queue "${queue}" does not exist: start the job runner before enqueueing`);
  }
  return id;
}
