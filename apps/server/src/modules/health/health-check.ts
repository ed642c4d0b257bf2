import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Whether the database answers a trivial query. */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
