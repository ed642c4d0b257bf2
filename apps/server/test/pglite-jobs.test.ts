import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createDatabase } from '../src/platform/db/database';
import { enqueue } from '../src/platform/jobs/enqueue';
import { createJobs } from '../src/platform/jobs/jobs';
import { silent, TEST_QUEUES, waitFor } from './helpers/jobs';

describe('background jobs on an embedded database on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bloom-jobs-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a queued job across a restart of the process', async () => {
    const pgliteDir = path.join(dir, 'pglite');
    const before = createDatabase({ pgliteDir });
    await sql`SELECT 1`.execute(before);
    const first = createJobs({ db: before, queues: TEST_QUEUES, pollingIntervalSeconds: 0.5, log: silent().log });
    await first.start();
    await before.transaction().execute((trx) => enqueue(trx, 'test-echo', { n: 6 }));
    await first.stop();
    await before.destroy();

    const after = createDatabase({ pgliteDir });
    await sql`SELECT 1`.execute(after);
    const seen: number[] = [];
    const second = createJobs({ db: after, queues: TEST_QUEUES, pollingIntervalSeconds: 0.5, log: silent().log });
    await second.work<{ n: number }>('test-echo', async ({ n }) => {
      seen.push(n);
    });
    try {
      await second.start();
      await waitFor(() => seen.includes(6), 'the job after the restart');
    } finally {
      await second.stop();
      await after.destroy();
    }
  });
});
