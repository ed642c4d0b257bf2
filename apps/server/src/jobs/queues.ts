import type PgBoss from 'pg-boss';

/** A queue's defaults: how often and how far apart a failed job is tried again, and for how long it may run. */
export type QueueOptions = Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;

/**
 * The app's queues, created on start (pg-boss 10 drops a job sent to a missing queue). A failed
 * job waits retryDelay × 2^n seconds (with jitter) before try n + 1.
 */
export const QUEUES = {
  // 5 more tries over 15–30 minutes: mail still leaves after an SMTP server was down a while.
  'send-email': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
} satisfies Record<string, QueueOptions>;

export type QueueName = keyof typeof QUEUES;
