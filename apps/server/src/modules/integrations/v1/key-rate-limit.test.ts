import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CountStore, createKeyRateLimiter, type KeyRateLimiter, rateLimitHeaders } from './key-rate-limit';

/** The shared table in memory, on a clock the test moves; `calls` says how often it was reached. */
function sharedTable(clock = { t: 1_000_000 }) {
  const rows = new Map<string, { count: number; resetAt: number }>();
  const calls = { read: 0, add: 0 };
  const live = (key: string) => {
    const row = rows.get(key);
    return row && row.resetAt > clock.t ? row : undefined;
  };
  const store: CountStore = {
    async read(keys) {
      calls.read++;
      return keys.flatMap((key) => {
        const row = live(key);
        return row ? [{ key, count: row.count, resetInMs: row.resetAt - clock.t }] : [];
      });
    },
    async add(hits) {
      calls.add++;
      return hits.map(({ key, hits: n, resetInMs }) => {
        let row = live(key);
        if (!row) {
          row = { count: 0, resetAt: clock.t + resetInMs };
          rows.set(key, row);
        }
        row.count += n;
        return { key, count: row.count, resetInMs: row.resetAt - clock.t };
      });
    },
  };
  return { clock, calls, store, count: (keyId: string) => live(`api-key:${keyId}`)?.count ?? 0 };
}

const limiterOn = (table: ReturnType<typeof sharedTable>, limit = 60, maxKeys?: number) =>
  createKeyRateLimiter({ limit, windowSeconds: 60, store: table.store, now: () => table.clock.t, maxKeys });

/** `n` requests of a key, one after another; how many were let through. */
async function send(limiter: KeyRateLimiter, keyId: string, n: number) {
  let allowed = 0;
  for (let i = 0; i < n; i++) if ((await limiter.hit(keyId)).allowed) allowed++;
  return allowed;
}

describe('the per-key rate limit, shared through a table', () => {
  it('allows 60 in a window without writing per request, refuses the 61st, and starts again', async () => {
    const table = sharedTable();
    const limiter = limiterOn(table);
    for (let i = 1; i <= 60; i++) expect((await limiter.hit('k')).remaining).toBe(60 - i);
    // One read when the key was first seen; nothing written yet.
    expect(table.calls).toEqual({ read: 1, add: 0 });
    table.clock.t += 30_000;
    expect(await limiter.hit('k')).toEqual({ allowed: false, remaining: 0, resetSeconds: 30 });
    // Another key has its own window.
    expect((await limiter.hit('other')).allowed).toBe(true);
    await limiter.flush();
    expect(table.calls.add).toBe(1);
    expect(table.count('k')).toBe(60);
    // The window ends: the key starts again from the table's new window.
    table.clock.t += 30_000;
    expect(await limiter.hit('k')).toEqual({ allowed: true, remaining: 59, resetSeconds: 60 });
  });

  it('two instances: the second sees what the first flushed, and the table holds every admitted request', async () => {
    const table = sharedTable();
    const [a, b] = [limiterOn(table), limiterOn(table)];
    expect(await send(a, 'k', 40)).toBe(40);
    await a.flush();
    // B reads 40 when it first meets the key: 20 more, then 429.
    expect(await send(b, 'k', 30)).toBe(20);
    await b.flush();
    expect(table.count('k')).toBe(60);
    // A learns the total at its next flush; until then it admits on its own count (the bounded error).
    expect(await send(a, 'k', 1)).toBe(1);
    await a.flush();
    expect(await send(a, 'k', 5)).toBe(0);
    expect(table.count('k')).toBe(61);
  });

  it('stays within the limit plus what the other instances admit in two flush intervals', async () => {
    const limit = 60;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 4, maxLength: 4 }), {
          minLength: 1,
          maxLength: 30,
        }),
        async (n, rounds) => {
          const table = sharedTable();
          const instances = Array.from({ length: n }, () => limiterOn(table, limit));
          let admitted = 0;
          let sent = 0;
          let most = 0;
          // Each round every instance serves its requests, then all flush one after another.
          for (const round of rounds) {
            for (const [i, limiter] of instances.entries()) {
              const hits = round[i] ?? 0;
              sent += hits;
              most = Math.max(most, hits);
              admitted += await send(limiter, 'k', hits);
            }
            for (const limiter of instances) await limiter.flush();
          }
          expect(admitted).toBeLessThanOrEqual(limit + (n - 1) * 2 * most);
          expect(admitted).toBeGreaterThanOrEqual(Math.min(sent, limit));
          // No admitted request is lost on its way to the table.
          expect(table.count('k')).toBe(admitted);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('concurrent first requests of a key share one read', async () => {
    const table = sharedTable();
    const limiter = limiterOn(table);
    const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('k')));
    expect(answers.map((s) => s.remaining).sort((x, y) => x - y)).toEqual([52, 53, 54, 55, 56, 57, 58, 59]);
    expect(table.calls.read).toBe(1);
  });

  it('keeps requests admitted while a flush runs, and counts a failed flush again next time', async () => {
    const table = sharedTable();
    const add = table.store.add;
    let fail = true;
    let release = () => {};
    table.store.add = async (hits) => {
      if (fail) {
        fail = false;
        throw new Error('database away');
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return add(hits);
    };
    const limiter = limiterOn(table);
    await send(limiter, 'k', 10);
    await expect(limiter.flush()).rejects.toThrow('database away');
    const running = limiter.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await send(limiter, 'k', 5)).toBe(5);
    release();
    await running;
    expect(table.count('k')).toBe(10);
    const next = limiter.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await next;
    expect(table.count('k')).toBe(15);
    expect((await limiter.hit('k')).remaining).toBe(44);
  });

  it('holds a bounded number of keys, counting the rest in the table directly', async () => {
    const table = sharedTable();
    const limiter = limiterOn(table, 60, 50);
    for (let i = 0; i < 2000; i++) {
      expect((await limiter.hit(`key-${i}`)).allowed).toBe(true);
      expect(limiter.size).toBeLessThanOrEqual(50);
    }
    await limiter.flush();
    for (const i of [0, 49, 50, 1999]) expect(table.count(`key-${i}`)).toBe(1);
    // Keys idle for a whole flush interval are let go.
    await limiter.flush();
    expect(limiter.size).toBe(0);
  });

  it('takes a scaled limit (RATE_LIMIT_SCALE) and says so in the headers', async () => {
    const limiter = limiterOn(sharedTable(), 60 * 3);
    expect(limiter.limit).toBe(180);
    expect(await send(limiter, 'k', 200)).toBe(180);
    expect(rateLimitHeaders({ allowed: true, remaining: 42, resetSeconds: 17 })).toEqual({
      'RateLimit-Policy': '60;w=60',
      RateLimit: 'limit=60, remaining=42, reset=17',
    });
  });
});
