import type PgBoss from 'pg-boss';

/** A queue's defaults: how often and how far apart a failed job is tried again, and for how long it may run. */
export type QueueOptions = Pick<
  PgBoss.Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'policy'
>;

/**
 * The app's queues, created on start (pg-boss 10 drops a job sent to a missing queue). A failed
 * job waits retryDelay × 2^n seconds (with jitter) before try n + 1.
 */
export const QUEUES = {
  // 5 more tries over 15–30 minutes: mail still leaves after an SMTP server was down a while.
  'send-email': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  // One waiting job per client (policy 'short': a second send with its key is dropped while one
  // waits), so news about the same client within NOTIFICATION_DELAY_SECONDS is one email.
  'owner-notify': { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // Cron sweeps (every 5 minutes, see SCHEDULES): who is due a reminder, which workspace a summary.
  'reminder-sweep': { retryLimit: 0, expireInSeconds: 240 },
  // Payment reminders of open invoices (issue 35), beside the client reminders.
  'payment-reminder-sweep': { retryLimit: 0, expireInSeconds: 240 },
  // Due dates (issue 36): `stage.overdue` for the dates just passed, and the due-date reminders.
  'overdue-sweep': { retryLimit: 0, expireInSeconds: 240 },
  'due-reminder-sweep': { retryLimit: 0, expireInSeconds: 240 },
  'weekly-summary': { retryLimit: 0, expireInSeconds: 240 },
  // One try per job: the delivery schedules its own next try (5 s … 10 h, about 28 hours), so
  // the log shows each attempt and the endpoint is disabled when they run out. Its worker runs in
  // lanes (modules/integrations/webhooks/webhook-delivery-job.ts), which needs retryLimit 0 (docs/decisions/026-webhooks.md).
  'webhook-delivery': { retryLimit: 0, expireInSeconds: 60 },
  // Cron sweep: the DNS of custom domains due a check (docs/decisions/029-portal-domains.md).
  'domain-checks': { retryLimit: 0, expireInSeconds: 240 },
  // One try: a failed workspace export says so on the page and is started again by hand (issue 38).
  'workspace-export': { retryLimit: 0, expireInSeconds: 4 * 60 * 60 },
} satisfies Record<string, QueueOptions>;

export type QueueName = keyof typeof QUEUES;

/** Queues run by pg-boss's cron (UTC; once per tick across every instance). */
export const SCHEDULES = {
  'reminder-sweep': '*/5 * * * *',
  'payment-reminder-sweep': '*/5 * * * *',
  'overdue-sweep': '*/5 * * * *',
  'due-reminder-sweep': '*/5 * * * *',
  'weekly-summary': '*/5 * * * *',
  'domain-checks': '*/5 * * * *',
} satisfies Partial<Record<QueueName, string>>;
