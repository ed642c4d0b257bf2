import { TEST_WEBHOOK_EVENT, WEBHOOK_FAILING_DAYS_LIMIT, WEBHOOK_MESSAGES } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/schema';
import { workspacePortalOrigin } from '../../domains';
import { enqueueEmail } from '../../email';
import { type DeliveryResult, deliverWebhook } from './deliver';
import { queueTry, type WebhookDeliveryJob } from './emit';
import { nextRetryDelaySeconds } from './retry-schedule';
import { activeEncryptedSecrets, signWebhook } from './sign';
import { type LookupAll, resolveDeliveryTarget } from './ssrf';
import { webhookDisabledEmail } from './webhook-disabled-email';
import { decryptSecret } from './webhook-secret';

/** An endpoint failing this long without one success is turned off (a backstop; core says why). */
export const FAILING_DAYS_LIMIT = WEBHOOK_FAILING_DAYS_LIMIT;

export interface DeliveryDeps {
  db: Db;
  /** Where portal links in payloads and the owner's email link point. */
  appOrigin: string;
  /** AUTH_SECRET: decrypts the signing secrets. */
  secret: string;
  /** PORTAL_BASE_DOMAIN: portal links use a workspace's claimed subdomain (docs/product.md#portal-domains). */
  portalBaseDomain?: string | undefined;
}

export interface DeliveryOptions {
  /** Production: public https addresses only (ssrf.ts). */
  isProduction: boolean;
  /** A stub resolver in tests; the system's otherwise. */
  lookup?: LookupAll;
  /** The wait before the next try after `failures` failures, null when exhausted (tests shorten it). */
  retryDelaySeconds?: (failures: number) => number | null;
  timeoutMs?: number;
  /** The worker's stop: an HTTP request in flight is cut and the try recorded as failed. */
  signal?: AbortSignal;
}

/** What a try led to: 'disabled' means the message failed and the endpoint was turned off. */
export type TryOutcome = 'delivered' | 'retrying' | 'disabled' | 'skipped';

/**
 * Payloads are built inside services, which know no app origin: their portal_url is relative
 * (/c/…) and made absolute here, before the body is first signed and sent (and then stored so).
 */
export function completeBody(body: string, origin: string): string {
  if (!body.includes('"portal_url":"/')) return body;
  const payload = JSON.parse(body) as { data?: { portal_url?: unknown; client?: { portal_url?: unknown } } };
  const base = origin.replace(/\/+$/, '');
  const fix = (holder: { portal_url?: unknown } | undefined) => {
    if (holder && typeof holder.portal_url === 'string' && holder.portal_url.startsWith('/')) {
      holder.portal_url = base + holder.portal_url;
    }
  };
  fix(payload.data);
  fix(payload.data?.client);
  return JSON.stringify(payload);
}

/**
 * One try of one webhook message (the `webhook-delivery` job): vet the address now, sign, POST,
 * and record the attempt. Then: delivered; or the next try queued by the retry schedule; or, when
 * the endpoint answered 410, the schedule ran out, or it has failed for 5 days, the message
 * failed and the endpoint turned off with an email to the owner. No transaction is open while
 * the request is in flight.
 */
export async function runDeliveryTry(
  deps: DeliveryDeps,
  job: WebhookDeliveryJob,
  options: DeliveryOptions,
): Promise<TryOutcome> {
  const { db } = deps;
  const row = await db
    .selectFrom('webhook_messages as m')
    .innerJoin('webhook_endpoints as e', 'e.id', 'm.endpoint_id')
    .select([
      'm.id',
      'm.event_id',
      'm.body',
      'm.event_type',
      'm.status',
      'm.next_attempt_at',
      'm.workspace_id',
      'e.id as endpoint_id',
      'e.url',
      'e.enabled',
      'e.secret_encrypted',
      'e.previous_secret_encrypted',
      'e.previous_secret_expires_at',
    ])
    .where('m.id', '=', job.messageId)
    .executeTakeFirst();
  // Gone with its endpoint, already settled, or a try of a chain a Resend replaced.
  if (!row || !isCurrent(row, job)) return 'skipped';
  // An endpoint turned off gets nothing, but a test event the owner sends to try it.
  if (!row.enabled && row.event_type !== TEST_WEBHOOK_EVENT) {
    await db
      .updateTable('webhook_messages')
      .set({ status: 'failed', next_attempt_at: null })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', new Date(job.due))
      .execute();
    return 'skipped';
  }

  const now = new Date();
  // Portal links point at the workspace's portal domain when it has one (only read when there is a link).
  const origin = row.body.includes('"portal_url":"/')
    ? await workspacePortalOrigin(db, row.workspace_id, {
        baseDomain: deps.portalBaseDomain,
        appOrigin: deps.appOrigin,
        now,
      })
    : deps.appOrigin;
  const body = completeBody(row.body, origin);
  const target = await resolveDeliveryTarget(row.url, { isProduction: options.isProduction, lookup: options.lookup });
  let result: DeliveryResult;
  if (!target.ok) {
    result = { statusCode: null, durationMs: 0, succeeded: false, responseExcerpt: '', error: target.reason };
  } else {
    const timestamp = Math.floor(now.getTime() / 1000);
    const secrets = activeEncryptedSecrets(row, now).map((enc) => decryptSecret(enc, deps.secret));
    result = await deliverWebhook({
      target: target.target,
      body,
      headers: {
        'webhook-id': row.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook({ id: row.event_id, timestamp, body, secrets }),
      },
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
  }
  return db.transaction().execute((trx) => recordTry(trx, deps, job, { body, result, startedAt: now }, options));
}

const isCurrent = (m: { status: string; next_attempt_at: Date | null }, job: WebhookDeliveryJob) =>
  m.status === 'pending' && m.next_attempt_at?.getTime() === new Date(job.due).getTime();

async function recordTry(
  trx: Kysely<Database>,
  deps: DeliveryDeps,
  job: WebhookDeliveryJob,
  { body, result, startedAt }: { body: string; result: DeliveryResult; startedAt: Date },
  options: DeliveryOptions,
): Promise<TryOutcome> {
  const message = await trx
    .selectFrom('webhook_messages')
    .select(['id', 'endpoint_id', 'status', 'next_attempt_at'])
    .where('id', '=', job.messageId)
    .forUpdate()
    .executeTakeFirst();
  if (!message) return 'skipped';
  await trx
    .insertInto('webhook_attempts')
    .values({
      message_id: message.id,
      attempted_at: startedAt,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      succeeded: result.succeeded,
      response_excerpt: result.responseExcerpt,
      error: result.error,
    })
    .execute();
  await trx
    .updateTable('webhook_messages')
    .set({ attempt_count: sql`attempt_count + 1`, body })
    .where('id', '=', message.id)
    .execute();
  // A Resend while this try was in flight started a new chain: it owns what happens next.
  if (!isCurrent(message, job)) return 'skipped';

  const endpoint = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'failing_since'])
    .where('id', '=', message.endpoint_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (result.succeeded) {
    await settle(trx, message.id, 'delivered');
    await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', endpoint.id)
      .where('failing_since', 'is not', null)
      .execute();
    return 'delivered';
  }

  const failingSince = endpoint.failing_since ?? startedAt;
  if (!endpoint.failing_since) {
    await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: startedAt })
      .where('id', '=', endpoint.id)
      .execute();
  }
  const failures = job.failures + 1;
  const failingTooLong = startedAt.getTime() - failingSince.getTime() >= FAILING_DAYS_LIMIT * 86_400_000;
  const delay = (options.retryDelaySeconds ?? nextRetryDelaySeconds)(failures);
  const disabledReason =
    result.statusCode === 410
      ? WEBHOOK_MESSAGES.disabledGone
      : failingTooLong
        ? WEBHOOK_MESSAGES.disabledFailing
        : delay === null
          ? WEBHOOK_MESSAGES.disabledExhausted
          : null;
  if (disabledReason === null && delay !== null) {
    await queueTry(trx, message.id, delay, failures);
    return 'retrying';
  }
  await settle(trx, message.id, 'failed');
  await disableEndpoint(trx, deps, endpoint.id, disabledReason ?? WEBHOOK_MESSAGES.disabledExhausted);
  return 'disabled';
}

const settle = (trx: Kysely<Database>, messageId: string, status: 'delivered' | 'failed') =>
  trx.updateTable('webhook_messages').set({ status, next_attempt_at: null }).where('id', '=', messageId).execute();

/**
 * Turns the endpoint off with the reason and queues the owner's email, once: a second message
 * failing for good on an endpoint already off changes nothing and mails nobody.
 */
async function disableEndpoint(trx: Kysely<Database>, deps: DeliveryDeps, endpointId: string, reason: string) {
  const turnedOff = await trx
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_reason: reason, updated_at: new Date() })
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .returning(['url', 'workspace_id'])
    .executeTakeFirst();
  if (!turnedOff) return;
  const owner = await trx
    .selectFrom('workspaces as w')
    .innerJoin('user as u', 'u.id', 'w.user_id')
    .select('u.email')
    .where('w.id', '=', turnedOff.workspace_id)
    .executeTakeFirst();
  if (owner) await enqueueEmail(trx, webhookDisabledEmail(owner.email, turnedOff.url, reason, deps.appOrigin));
}

/** Messages (and, by cascade, their attempts) are kept 30 days. Returns how many were removed. */
export async function removeOldWebhookMessages(db: Kysely<Database>, days = 30): Promise<number> {
  const res = await db
    .deleteFrom('webhook_messages')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
