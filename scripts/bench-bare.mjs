// The floor `npm run bench` measures the app against: a separate minimal process with a Hono
// route that runs one primary-key query and answers JSON, no middleware. Started by bench.mjs.
// BARE_DATABASE_URL=postgres://… uses a pg pool like the server's; BARE_PGLITE_DIR opens a copy
// of the bench's embedded database. BARE_USER_ID is the row the query reads.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.BARE_PORT ?? 3901);
const userId = process.env.BARE_USER_ID;
const text = 'SELECT id, name, email FROM "user" WHERE id = $1';
let query;

if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  query = async (params) => (await pool.query(text, params)).rows;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(process.env.BARE_PGLITE_DIR, { extensions: { pg_trgm } });
  query = async (params) => (await db.query(text, params)).rows;
}

const app = new Hono();
app.get('/bare', async (c) => {
  const rows = await query([userId]);
  return rows.length ? c.json(rows[0]) : c.json({ error: 'not found' }, 404);
});
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
