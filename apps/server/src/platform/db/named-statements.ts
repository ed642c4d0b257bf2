import { createHash } from 'node:crypto';
import pg from 'pg';

/** Names kept per connection; past it, new texts run unnamed (memory stays bounded). */
const MAX_PER_CONNECTION = 500;

/**
 * Runs every parameterised SELECT as a named prepared statement, so PostgreSQL parses and plans
 * it once per connection instead of on every request: the app sends the same few query texts
 * over and over, and planning them cost more than running them (docs/decisions/010-measured-speed.md).
 * Only SELECTs, so a migration's DDL never meets a plan cached before it.
 */
export function useNamedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `q_${createHash('sha1').update(text).digest('base64url')}`;
      if (names.size < 10_000) names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && /^\s*select\b/i.test(text)) {
        const name = nameOf(text);
        if (prepared.has(name) || prepared.size < MAX_PER_CONNECTION) {
          prepared.add(name);
          return rest.length ? query({ name, text, values }, ...rest) : named(query, name, text, values);
        }
      }
      return query(text, values, ...rest);
    };
  });
}

/**
 * `query({ name, text, values })` without its cost: pg copies a config object through its property
 * descriptors on every call (2–3 % of the server's CPU on the journeys list), but takes a query
 * built from plain text as it is.
 */
function named(query: (...args: unknown[]) => unknown, name: string, text: string, values: unknown[]) {
  return new Promise((resolve, reject) => {
    const q = new pg.Query(text, values, (err, result) => (err ? reject(err) : resolve(result)));
    (q as unknown as { name: string }).name = name;
    query(q);
  });
}
