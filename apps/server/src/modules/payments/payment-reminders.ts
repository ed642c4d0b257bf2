import { localDateKey, localDateTime, QUIET_HOURS, REMINDER_HOUR, reminderDue } from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { type InvoiceMailServices, queueReminderMail } from './invoice-mail';

export interface PaymentReminderOptions extends InvoiceMailServices {
  /** The sweep's clock (the cron job passes the real time; tests their own). */
  now: Date;
  /** Aborted when the server stops: the invoices not reached yet are left to the next tick. */
  signal?: AbortSignal;
}

export interface PaymentReminderResult {
  queued: number;
  failed: { invoiceId: string; reason: string }[];
}

/** An open invoice the sweep may remind, with the clock its reminders follow. */
interface Candidate {
  id: string;
  due_on: string;
  issued_at: Date;
  offsets: number[];
  sent: number[];
  time_zone: string;
}

/**
 * Open invoices of active clients with reminders on, due within the widest offset of any zone
 * (offsets are at most 60 days; ±62 covers every zone's today). The partial index invoices_open_due
 * serves the range.
 */
async function candidates(db: Db, now: Date): Promise<Candidate[]> {
  const utcDay = now.toISOString().slice(0, 10);
  const { rows } = await sql<Candidate>`
    SELECT i.id, to_char(i.due_date, 'YYYY-MM-DD') AS due_on, i.issued_at, s.reminder_offsets AS offsets,
      coalesce((SELECT json_agg(r.offset_days) FROM invoice_reminders r WHERE r.invoice_id = i.id), '[]'::json) AS sent,
      coalesce(p.client_timezone, w.timezone) AS time_zone
    FROM invoices i
    JOIN projects p ON p.id = i.project_id
    JOIN workspaces w ON w.id = i.workspace_id
    JOIN payment_settings s ON s.workspace_id = i.workspace_id
    WHERE i.status = 'open'
      AND i.due_date BETWEEN ${utcDay}::date - 62 AND ${utcDay}::date + 62
      AND p.status = 'active' AND p.reminders_off = false
      AND jsonb_array_length(s.reminder_offsets) > 0
    ORDER BY i.due_date, i.id`.execute(db);
  return rows;
}

/**
 * The offset an invoice is reminded at `now`, or null: the client reminders' hours (from 10:00,
 * never in the quiet hours 20:00–08:00, on the client's clock when the portal told us, else the
 * workspace's), on the day `due + offset` (core's reminderDue), not on the day it was issued (its
 * own email just went), and not an offset already sent.
 */
export function reminderOffsetAt(c: Candidate, now: Date): number | null {
  const { hour } = localDateTime(now, c.time_zone);
  if (hour < REMINDER_HOUR || hour >= QUIET_HOURS.from) return null;
  const today = localDateKey(now, c.time_zone);
  if (localDateKey(c.issued_at, c.time_zone) >= today) return null;
  const offset = reminderDue(c.due_on, c.offsets, today);
  return offset === null || c.sent.includes(offset) ? null : offset;
}

/** Thrown inside the claim's transaction when the billing contact cannot be written to: the claim is undone. */
class NobodyToRemind extends Error {}

/**
 * Claims (invoice, offset) in invoice_reminders and queues the reminder in one transaction. The
 * invoice is read FOR SHARE while still open, so a payment being applied is waited for (and then
 * stops it); the claim's primary key lets one of two sweeps through. Answers whether it was queued.
 */
export async function remindInvoice(
  db: Db,
  invoiceId: string,
  offset: number,
  services: InvoiceMailServices,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('invoices')
        .select('id')
        .where('id', '=', invoiceId)
        .where('status', '=', 'open')
        .forShare()
        .executeTakeFirst();
      if (!open) return false;
      const claimed = await trx
        .insertInto('invoice_reminders')
        .values({ invoice_id: invoiceId, offset_days: offset })
        .onConflict((oc) => oc.columns(['invoice_id', 'offset_days']).doNothing())
        .returning('invoice_id')
        .executeTakeFirst();
      if (!claimed) return false;
      if (!(await queueReminderMail(trx, services, invoiceId, offset))) throw new NobodyToRemind();
      return true;
    });
  } catch (err) {
    if (err instanceof NobodyToRemind) return false;
    throw err;
  }
}

/**
 * The payment reminders due at `now` (issue 35): for each open invoice of an active client, the
 * workspace's offsets from its due day (payment_settings.reminder_offsets: 7 days before, on the
 * day, 2 days after by default), each at most once, to the billing contact unless they
 * unsubscribed or bounce. A paid or voided invoice, or an archived client, gets no more.
 */
export async function runPaymentReminderSweep(db: Db, options: PaymentReminderOptions): Promise<PaymentReminderResult> {
  const result: PaymentReminderResult = { queued: 0, failed: [] };
  for (const c of await candidates(db, options.now)) {
    if (options.signal?.aborted) break;
    const offset = reminderOffsetAt(c, options.now);
    if (offset === null) continue;
    try {
      if (await remindInvoice(db, c.id, offset, options)) result.queued++;
    } catch (err) {
      result.failed.push({ invoiceId: c.id, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}
