import {
  DUE_REMINDER_LIMITS,
  type DueReminderStage,
  dueReminderEmailCopy,
  dueReminderOffsetToday,
  localDateKey,
  localDateTime,
  portalUrl,
  QUIET_HOURS,
  REMINDER_HOUR,
} from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { workspacePortalOrigin } from '../domains';
import { enqueueEmail, renderClientEmail, toEmailWorkspace, workspaceBrand } from '../email';
import { REMINDER_CANDIDATES, readReminderRecipients } from '../reminders';

export interface DueReminderSweepOptions {
  /** The sweep's clock (the cron job passes the real time; tests their own). */
  now: Date;
  /** Where the portal link and the logo point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs the unsubscribe link. */
  secret: string;
  /** PORTAL_BASE_DOMAIN: a claimed subdomain is the portal link's host. */
  portalBaseDomain?: string | undefined;
  /** Aborted when the server stops: the clients not reached yet are left to the next tick. */
  signal?: AbortSignal;
}

export interface DueReminderSweepResult {
  /** Emails queued (one per contact of each client reminded). */
  queued: number;
  /** Clients whose reminder could not be queued, with the reason (the others still went). */
  failed: { clientId: string; reason: string }[];
}

/** An open stage's date near today with its workspace's offsets and the offsets already sent for it. */
interface Candidate {
  project_id: string;
  step_id: string;
  due_on: string;
  offsets: number[];
  sent: number[];
  time_zone: string;
}

/** One reminder to claim: a stage, its date, the offset that falls today. */
interface Due {
  stepId: string;
  dueOn: string;
  offset: number;
}

/**
 * Open dates of clients a reminder may reach (the interval reminders' REMINDER_CANDIDATES: active,
 * reminders not off for them, on in the workspace unless they have their own schedule, a reachable
 * contact), on which one of the workspace's offsets lands within a day of UTC's today (every
 * clock's today is). A range of the partial index stage_due_dates_due, offsets being at most 30
 * days either way.
 */
async function candidates(db: Db, now: Date): Promise<Candidate[]> {
  const utcDay = now.toISOString().slice(0, 10);
  const reach = DUE_REMINDER_LIMITS.maxDays + 1;
  const { rows } = await sql<Candidate>`
    SELECT s.project_id, s.step_id, to_char(s.due_on, 'YYYY-MM-DD') AS due_on, w.due_reminder_offsets AS offsets,
      coalesce((SELECT json_agg(r.offset_days) FROM stage_due_reminders r
        WHERE r.project_id = s.project_id AND r.step_id = s.step_id AND r.due_on = s.due_on), '[]'::json) AS sent,
      coalesce(p.client_timezone, w.timezone) AS time_zone
    FROM stage_due_dates s
    JOIN projects p ON p.id = s.project_id
    JOIN workspaces w ON w.id = s.workspace_id
    WHERE s.open AND s.due_on IS NOT NULL
      AND s.due_on BETWEEN ${utcDay}::date - ${reach}::int AND ${utcDay}::date + ${reach}::int
      AND ${REMINDER_CANDIDATES}
      AND NOT (p.skipped_step_ids ? s.step_id::text)
      AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(w.due_reminder_offsets) o
        WHERE s.due_on + o::int BETWEEN ${utcDay}::date - 1 AND ${utcDay}::date + 1)
    ORDER BY s.project_id, s.due_on, s.step_id`.execute(db);
  return rows;
}

/**
 * The offset of `c` that falls today on its client's clock, from 10:00 and outside the quiet
 * hours (core's reminder-schedule.ts), not sent yet; null otherwise.
 */
export function dueOffsetAt(c: Pick<Candidate, 'due_on' | 'offsets' | 'sent' | 'time_zone'>, now: Date): number | null {
  const { hour } = localDateTime(now, c.time_zone);
  if (hour < REMINDER_HOUR || hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until) return null;
  const offset = dueReminderOffsetToday(c.due_on, localDateKey(now, c.time_zone), c.offsets);
  return offset === null || c.sent.includes(offset) ? null : offset;
}

/** Thrown inside the claim's transaction when no one can be reached any more: the claims are undone. */
class NobodyToRemind extends Error {}

/**
 * Claims the client's due reminders and queues their email in one transaction. A claim is a row of
 * stage_due_reminders (client, stage, date, offset), inserted only while the stage is still open
 * at that date, not skipped nor answered, the offset still the workspace's and the client still
 * one the reminders may reach; of two sweeps at once the second finds the rows and sends nothing.
 * Each reachable contact (the interval reminders' recipients) gets one email naming every stage
 * claimed. Answers the emails queued.
 */
export async function remindDue(
  db: Db,
  clientId: string,
  items: readonly Due[],
  today: string,
  options: DueReminderSweepOptions,
): Promise<number> {
  try {
    return await db.transaction().execute((trx) => claimAndQueue(trx, clientId, items, today, options));
  } catch (err) {
    if (err instanceof NobodyToRemind) return 0;
    throw err;
  }
}

async function claimAndQueue(
  trx: Transaction<Database>,
  clientId: string,
  items: readonly Due[],
  today: string,
  options: DueReminderSweepOptions,
): Promise<number> {
  // One order for every sweep, so two claiming the same rows never wait on each other in a circle.
  const wanted = JSON.stringify(
    [...items]
      .sort((a, b) => (a.stepId < b.stepId ? -1 : a.stepId > b.stepId ? 1 : a.offset - b.offset))
      .map((i) => ({ step_id: i.stepId, due_on: i.dueOn, offset_days: i.offset })),
  );
  const { rows: stages } = await sql<DueReminderStage>`
    WITH claimed AS (
      INSERT INTO stage_due_reminders (project_id, step_id, due_on, offset_days)
      SELECT s.project_id, s.step_id, s.due_on, v.offset_days
      FROM jsonb_to_recordset(${wanted}::jsonb) AS v(step_id text, due_on date, offset_days int)
      JOIN stage_due_dates s ON s.project_id = ${clientId} AND s.step_id = v.step_id AND s.due_on = v.due_on
      JOIN projects p ON p.id = s.project_id
      JOIN workspaces w ON w.id = p.workspace_id
      WHERE s.open AND p.status = 'active' AND p.reminders_off = false
        AND (w.reminders_enabled OR p.reminder_interval_days IS NOT NULL)
        AND w.due_reminder_offsets @> to_jsonb(v.offset_days)
        AND NOT (p.skipped_step_ids ? s.step_id::text)
        AND NOT EXISTS (SELECT 1 FROM form_submissions f
          WHERE f.project_id = s.project_id AND f.step_id = s.step_id AND f.status <> 'draft')
      ON CONFLICT DO NOTHING
      RETURNING step_id, due_on, offset_days
    )
    SELECT st.name, to_char(c.due_on, 'YYYY-MM-DD') AS "dueOn", c.offset_days AS "offset"
    FROM claimed c JOIN flow_steps st ON st.id = c.step_id
    ORDER BY st.step_order, st.id`.execute(trx);
  if (stages.length === 0) return 0;
  const recipients = await readReminderRecipients(trx, clientId);
  if (recipients.length === 0) throw new NobodyToRemind();

  const client = await trx
    .selectFrom('projects as p')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .select(['p.name as project_name', 'p.workspace_id', 'w.name', 'w.logo_url', 'w.primary_color', 'w.contact_email'])
    .where('p.id', '=', clientId)
    .executeTakeFirstOrThrow();
  const workspace = toEmailWorkspace(client);
  const { appOrigin, secret, now } = options;
  const portalOrigin = await workspacePortalOrigin(trx, client.workspace_id, {
    baseDomain: options.portalBaseDomain,
    appOrigin,
    now,
  });
  for (const person of recipients) {
    const copy = dueReminderEmailCopy({
      clientName: person.name,
      projectName: client.project_name,
      workspaceName: workspaceBrand(workspace, appOrigin).name,
      today,
      stages,
    });
    const message = renderClientEmail(
      {
        workspace,
        client: { id: clientId, email: person.email, contactId: person.contactId },
        subject: copy.subject,
        heading: copy.heading,
        paragraphs: copy.paragraphs,
        action: { label: copy.actionLabel, url: portalUrl(portalOrigin, person.shareToken) },
      },
      { origin: appOrigin, secret },
    );
    await enqueueEmail(trx, {
      ...message,
      client: { id: clientId, kind: 'due-reminder', contactId: person.contactId },
    });
  }
  return recipients.length;
}

/**
 * The due-date reminders due at `now` (issue 36): for each open stage with a date, at each of its
 * workspace's offsets (workspaces.due_reminder_offsets: 2 days before, on the day, 1 day after by
 * default), on the client's clock from 10:00 and never in the quiet hours, once per stage, date
 * and offset, with the interval reminders' stop rules: an archived or completed client, reminders
 * off for the client, or off in the workspace unless the client has their own schedule; only
 * contacts who can be emailed. Several stages of one client due the same day go in one email.
 */
export async function runDueReminderSweep(db: Db, options: DueReminderSweepOptions): Promise<DueReminderSweepResult> {
  const result: DueReminderSweepResult = { queued: 0, failed: [] };
  const byClient = new Map<string, { today: string; items: Due[] }>();
  for (const c of await candidates(db, options.now)) {
    const offset = dueOffsetAt(c, options.now);
    if (offset === null) continue;
    const entry = byClient.get(c.project_id) ?? { today: localDateKey(options.now, c.time_zone), items: [] };
    entry.items.push({ stepId: c.step_id, dueOn: c.due_on, offset });
    byClient.set(c.project_id, entry);
  }
  for (const [clientId, { today, items }] of byClient) {
    if (options.signal?.aborted) break;
    try {
      result.queued += await remindDue(db, clientId, items, today, options);
    } catch (err) {
      result.failed.push({ clientId, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}
