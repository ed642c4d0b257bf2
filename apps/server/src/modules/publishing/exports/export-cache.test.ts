import { describe, expect, it } from 'vitest';
import { ExportCache } from './export-cache';

const bytes = (n: number) => new Uint8Array(n);

describe('ExportCache', () => {
  it('renders a key once and serves it from memory afterwards', async () => {
    const cache = new ExportCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return bytes(10);
    };
    const first = await cache.getOrRender('a', render);
    const second = await cache.getOrRender('a', render);
    expect(second).toBe(first);
    expect(renders).toBe(1);
  });

  it('renders once for requests that arrive together', async () => {
    const cache = new ExportCache();
    let renders = 0;
    let finish: (value: Uint8Array) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<Uint8Array>((resolve) => {
        finish = resolve;
      });
    };
    const both = Promise.all([cache.getOrRender('a', render), cache.getOrRender('a', render)]);
    finish(bytes(5));
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(renders).toBe(1);
  });

  it('evicts the least recently used entry past its entry limit', async () => {
    const cache = new ExportCache(2, 1_000);
    await cache.getOrRender('a', async () => bytes(1));
    await cache.getOrRender('b', async () => bytes(1));
    await cache.getOrRender('a', async () => bytes(1)); // a is now the most recent
    await cache.getOrRender('c', async () => bytes(1));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('keeps its bytes under the budget, and does not keep a file larger than all of it', async () => {
    const cache = new ExportCache(100, 100);
    await cache.getOrRender('a', async () => bytes(40));
    await cache.getOrRender('b', async () => bytes(40));
    await cache.getOrRender('c', async () => bytes(40));
    expect(cache.has('a')).toBe(false);
    expect(cache.totalBytes).toBe(80);
    const huge = await cache.getOrRender('huge', async () => bytes(500));
    expect(huge.byteLength).toBe(500);
    expect(cache.has('huge')).toBe(false);
    expect(cache.totalBytes).toBe(80);
  });

  it('forgets a failed render, so the next request tries again', async () => {
    const cache = new ExportCache();
    await expect(cache.getOrRender('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrRender('a', async () => bytes(3))).toHaveLength(3);
  });
});
