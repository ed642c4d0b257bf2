import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { enqueueEmail, workSendEmail } from '../src/modules/email/send-email-job';
import { enqueue } from '../src/platform/jobs/enqueue';
import { createMailer } from '../src/platform/mail/mailer';
import { jobRows, jobsSuite, silent, waitFor } from './helpers/jobs';

/**
 * Background jobs on either database (issue 20): the two-instance test is postgres-jobs.test.ts,
 * the restart of an embedded database on disk pglite-jobs.test.ts.
 */
describe('background jobs', () => {
  const { suite, runner } = jobsSuite();

  it('runs a job enqueued in a committed transaction', async () => {
    const seen: unknown[] = [];
    const jobs = runner({ log: silent().log });
    await jobs.work('test-echo', async (data) => {
      seen.push(data);
    });
    await jobs.start();
    const id = await suite.db.transaction().execute((trx) => enqueue(trx, 'test-echo', { n: 1 }));
    expect(id).toEqual(expect.any(String));
    await waitFor(() => seen.length === 1, 'the job');
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('runs nothing for a job enqueued in a transaction that rolled back', async () => {
    const seen: number[] = [];
    const jobs = runner({ log: silent().log });
    await jobs.work<{ n: number }>('test-echo', async ({ n }) => {
      seen.push(n);
    });
    await jobs.start();
    await expect(
      suite.db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test-echo', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await suite.db.transaction().execute((trx) => enqueue(trx, 'test-echo', { n: 3 }));
    await waitFor(() => seen.includes(3), 'the committed job');
    expect(seen).not.toContain(2);
    expect((await jobRows(suite.db, 'test-echo')).map((row) => row.data.n)).not.toContain(2);
  });

  it('refuses a job for a queue that does not exist, so the change rolls back', async () => {
    await runner({ log: silent().log }).start();
    await expect(suite.db.transaction().execute((trx) => enqueue(trx, 'no-such-queue', {}))).rejects.toThrow(
      'queue "no-such-queue" does not exist',
    );
  });

  it('retries a failing job, then logs it as failed for good with its reason', async () => {
    const { errors, log } = silent();
    let tries = 0;
    const jobs = runner({ log });
    await jobs.work('test-failing', async () => {
      tries++;
      throw new Error('SMTP said 451 try later');
    });
    await jobs.start();
    const id = await suite.db.transaction().execute((trx) => enqueue(trx, 'test-failing', { n: 4 }));
    await waitFor(() => errors.some((e) => e.includes('failed for good')), 'the final failure', 25_000);
    expect(tries).toBe(3);
    expect(errors).toEqual([
      `[jobs] test-failing job ${id} failed (try 1), will retry: SMTP said 451 try later`,
      `[jobs] test-failing job ${id} failed (try 2), will retry: SMTP said 451 try later`,
      `[jobs] test-failing job ${id} failed for good after 3 tries: SMTP said 451 try later`,
    ]);
    await waitFor(async () => (await jobRows(suite.db, 'test-failing'))[0]?.state === 'failed', 'the failed state');
  });

  it('sends a queued email through the mailer, with the send-email queue retrying with backoff', async () => {
    const jobs = runner({ log: silent().log });
    await workSendEmail(jobs, { db: suite.db, mailer: createMailer({ db: suite.db, from: 'Bloom <test@localhost>' }) });
    await jobs.start();
    const message = { to: 'client@example.com', subject: 'Your portal', text: 'Open http://localhost/p/x' };
    await suite.db.transaction().execute((trx) => enqueueEmail(trx, message));
    const outbox = () => suite.db.selectFrom('outbox').selectAll().where('to_address', '=', message.to).execute();
    await waitFor(async () => (await outbox()).length === 1, 'the email in the outbox');
    expect(await outbox()).toMatchObject([{ subject: 'Your portal', text_body: message.text }]);
    const queue = await sql<{ retry_limit: number; retry_backoff: boolean }>`
      SELECT retry_limit, retry_backoff FROM pgboss.queue WHERE name = 'send-email'`.execute(suite.db);
    expect(queue.rows).toEqual([{ retry_limit: 5, retry_backoff: true }]);
  });

  it('runs a job enqueued before a stop after the restart', async () => {
    const first = runner({ log: silent().log });
    await first.start();
    await suite.db.transaction().execute((trx) => enqueue(trx, 'test-echo', { n: 5 }));
    await first.stop();
    const seen: number[] = [];
    const second = runner({ log: silent().log });
    await second.work<{ n: number }>('test-echo', async ({ n }) => {
      seen.push(n);
    });
    await second.start();
    await waitFor(() => seen.includes(5), 'the job after the restart');
  });
});
