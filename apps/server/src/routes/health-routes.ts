import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export function healthRoutes({ db }: { db: Db }) {
  return new Hono().get('/health', async (c) => {
    try {
      await sql`SELECT 1`.execute(db);
      return c.json({ status: 'ok', database: 'ok' });
    } catch {
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });
}
