// The floors `npm run bench` measures the app against: a separate minimal process with Hono and
// no middleware. Started by bench.mjs.
//   GET /bare         one primary-key query (BARE_USER_ID's row of "user"), answered as JSON
//   GET /json/:size   one primary-key query that reads a stored JSON text of exactly `size` bytes
//                     (written on the first request for that size) and answers it as it is: the
//                     floor for a route whose answer is that big
// BARE_DATABASE_URL=postgres://… uses a pg pool like the server's; BARE_PGLITE_DIR opens a copy
// of the bench's embedded database.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.BARE_PORT ?? 3901);
const userId = process.env.BARE_USER_ID;
const userText = 'SELECT id, name, email FROM "user" WHERE id = $1';
const jsonText = 'SELECT body FROM bench_bare_json WHERE size = $1';
const MAX_SIZE = 1024 * 1024;
let query;

if (process.env.BARE_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  query = async (text, params) => (await pool.query(text, params)).rows;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(process.env.BARE_PGLITE_DIR, { extensions: { pg_trgm } });
  query = async (text, params) => (await db.query(text, params)).rows;
}
await query('CREATE TABLE IF NOT EXISTS bench_bare_json (size integer PRIMARY KEY, body text NOT NULL)', []);

/** A JSON text of exactly `size` bytes (ASCII) that looks like an answer: a list of small records. */
function jsonOfSize(size) {
  const shell = '{"items":[],"more":""}'.length;
  const items = [];
  let length = shell;
  for (let i = 0; ; i++) {
    const item = JSON.stringify({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Item ${i}`,
      n: i,
    });
    const added = item.length + (items.length ? 1 : 0);
    if (length + added > size) break;
    items.push(item);
    length += added;
  }
  // Below the smallest shape: a plain string of that size.
  if (size < shell) return JSON.stringify('x'.repeat(size - 2));
  return `{"items":[${items.join(',')}],"more":"${'x'.repeat(size - length)}"}`;
}

const app = new Hono();
app.get('/bare', async (c) => {
  const rows = await query(userText, [userId]);
  return rows.length ? c.json(rows[0]) : c.json({ error: 'not found' }, 404);
});
app.get('/json/:size', async (c) => {
  const size = Number(c.req.param('size'));
  if (!Number.isInteger(size) || size < 2 || size > MAX_SIZE) return c.json({ error: 'size' }, 400);
  let rows = await query(jsonText, [size]);
  if (!rows.length) {
    await query('INSERT INTO bench_bare_json (size, body) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      size,
      jsonOfSize(size),
    ]);
    rows = await query(jsonText, [size]);
  }
  return c.body(rows[0].body, 200, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
// A normal exit on the bench's stop, so a profile asked with --cpu-prof is written.
process.on('SIGTERM', () => process.exit(0));
