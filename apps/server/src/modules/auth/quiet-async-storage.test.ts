import { describe, expect, it } from 'vitest';
import { QuietAsyncLocalStorage } from './quiet-async-storage';

/** Node 20's own flag: whether the storage (and so, when it is the last, the promise hooks) is on. */
const enabled = (als: QuietAsyncLocalStorage<unknown>) => (als as unknown as { enabled: boolean }).enabled;

describe('QuietAsyncLocalStorage', () => {
  it('keeps its store through awaits and timers within a run, and turns off once the run settles', async () => {
    const als = new QuietAsyncLocalStorage<{ id: number }>();
    const seen: (number | undefined)[] = [];
    const result = await als.run({ id: 1 }, async () => {
      seen.push(als.getStore()?.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(als.getStore()?.id);
      expect(enabled(als)).toBe(true);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([1, 1]);
    expect(als.inFlight).toBe(0);
    expect(enabled(als)).toBe(false);
    expect(als.getStore()).toBeUndefined();
  });

  it('stays on while any of several overlapping runs is in flight, each seeing its own store', async () => {
    const als = new QuietAsyncLocalStorage<string>();
    let releaseSlow: () => void = () => {};
    const slow = als.run('slow', async () => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      return als.getStore();
    });
    const fast = await als.run('fast', async () => {
      await Promise.resolve();
      return als.getStore();
    });
    expect(fast).toBe('fast');
    expect(als.inFlight).toBe(1);
    expect(enabled(als)).toBe(true);
    releaseSlow();
    expect(await slow).toBe('slow');
    expect(enabled(als)).toBe(false);
    // A nested run, and a run that throws, settle too.
    expect(als.run('outer', () => als.run('inner', () => als.getStore()))).toBe('inner');
    expect(() =>
      als.run('x', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    await expect(als.run('y', async () => Promise.reject(new Error('late')))).rejects.toThrow('late');
    expect(als.inFlight).toBe(0);
    expect(enabled(als)).toBe(false);
  });
});
