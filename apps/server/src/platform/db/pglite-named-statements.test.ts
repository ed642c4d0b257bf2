import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNamedStatementsOnPGlite } from './pglite-named-statements';

let named: PGlite;
let plain: PGlite;

async function setUp(pg: PGlite) {
  await pg.exec(`
    CREATE TABLE t (id uuid PRIMARY KEY, n int, big bigint, ok boolean, at timestamptz, data jsonb, label text);
    INSERT INTO t VALUES ('3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b', 7, 9007199254740993, true,
      '2026-11-24T03:00:00.123456Z', '{"a":[1,"b"]}', 'x'), ('4f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b', null, 1, false,
      '2020-01-01T00:00:00Z', 'null', null);
  `);
}

beforeAll(async () => {
  named = new PGlite();
  plain = new PGlite();
  useNamedStatementsOnPGlite(named);
  await Promise.all([setUp(named), setUp(plain)]);
  // Two fresh PGlite instances take a while on a busy 2-core machine (the unit project's default is 10 s).
}, 60_000);
afterAll(async () => {
  await Promise.all([named.close(), plain.close()]);
});

describe('named statements on PGlite', () => {
  it('answers exactly what an unnamed query answers, for every type and for null parameters', async () => {
    const queries: [string, unknown[]][] = [
      ['SELECT * FROM t WHERE id = $1', ['3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b']],
      ['SELECT * FROM t WHERE n IS NOT DISTINCT FROM $1 ORDER BY id', [null]],
      ['SELECT * FROM t WHERE at < $1 AND ok = $2', [new Date('2030-01-01'), false]],
      ['SELECT data, $1::jsonb AS echo FROM t WHERE id = $2', [{ z: 1 }, '3f2b8c1e-7d4a-4e0b-9a51-2c6d8e9f0a1b']],
      ['SELECT count(*) AS c FROM t WHERE label = $1', ['nothing']],
    ];
    for (const [text, params] of queries) {
      // Twice: the second run binds the statement the first one prepared.
      for (let i = 0; i < 2; i++) {
        const [a, b] = [await named.query(text, params), await plain.query(text, params)];
        expect(a.rows, text).toEqual(b.rows);
        expect(a.fields).toEqual(b.fields);
      }
    }
  });

  it('reports a failed query and keeps working afterwards', async () => {
    await expect(named.query('SELECT * FROM t WHERE id = $1', ['not-a-uuid'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(named.query('SELECT * FROM nowhere WHERE id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await named.query<{ n: number }>('SELECT n FROM t WHERE n = $1', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let readDuring: unknown;
    let read: Promise<{ rows: unknown[] }> | undefined;
    await named.transaction(async (tx) => {
      await tx.query('UPDATE t SET n = 8 WHERE n = $1', [7]);
      read = named.query('SELECT n FROM t WHERE label = $1', ['x']);
      readDuring = await Promise.race([read, new Promise((r) => setTimeout(() => r('waiting'), 50))]);
    });
    expect(readDuring).toBe('waiting');
    // It ran after the commit, and saw it.
    expect((await read)?.rows).toEqual([{ n: 8 }]);
  });

  it('leaves statements without parameters and writes unnamed', async () => {
    expect((await named.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    const res = await named.query('UPDATE t SET n = $1 WHERE label = $2', [9, 'x']);
    expect(res.affectedRows).toBe(1);
  });
});
