import { describe, expect, it } from 'vitest';
import { enqueue } from '../src/platform/jobs/enqueue';
import { jobsSuite, silent, waitFor } from './helpers/jobs';

/** Several app instances on one PostgreSQL server (left out of the PGlite run by vitest.config.ts). */
describe('background jobs on a shared PostgreSQL', () => {
  const { suite, runner } = jobsSuite();

  it('runs each job once with two runners on one database', async () => {
    const seen: number[] = [];
    const byRunner = [0, 0];
    const record =
      (runnerIndex: number) =>
      async ({ n }: { n: number }) => {
        seen.push(n);
        byRunner[runnerIndex] = (byRunner[runnerIndex] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      };
    const first = runner({ log: silent().log });
    const second = runner({ log: silent().log });
    await first.work('test-echo', record(0));
    await second.work('test-echo', record(1));
    await Promise.all([first.start(), second.start()]);
    const count = 16;
    await suite.db.transaction().execute(async (trx) => {
      for (let n = 100; n < 100 + count; n++) await enqueue(trx, 'test-echo', { n });
    });
    await waitFor(() => new Set(seen).size === count, 'every job');
    // Time for a second run of any job, had one been handed out twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.length).toBe(count);
    expect(new Set(seen).size).toBe(count);
    // Both took part: the work was shared, not run by one while the other idled.
    expect(byRunner.every((ran) => ran > 0)).toBe(true);
  });
});
