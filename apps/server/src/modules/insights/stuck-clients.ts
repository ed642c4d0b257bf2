import {
  daysBetween,
  INSIGHT_MESSAGES,
  planReminderNow,
  REMINDER_NOW_MESSAGES,
  STUCK_PAGE_SIZE,
  type StuckClient,
  type stuckClientsResponseSchema,
  type stuckQuerySchema,
} from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { keysetPage, pageAfter } from '../../platform/db/keyset-page';
import { reminderRows, reminderState } from '../reminders';

type Query = z.output<typeof stuckQuerySchema>;
type Answer = z.output<typeof stuckClientsResponseSchema>;

const DAY_MS = 86_400_000;

interface StuckRow {
  id: string;
  client_name: string;
  project_name: string;
  template_id: string | null;
  journey_name: string | null;
  waiting_since: Date;
  /** waiting_since to the microsecond, for the page's cursor. */
  waiting_key: string;
  last_reminder_at: Date | null;
  stage: { id: string; name: string } | null;
}

/**
 * Active clients with no progress (no stage first submitted, else since they were added) for more
 * than `days`, oldest first, a keyset page of STUCK_PAGE_SIZE at a time: read in that order from
 * the partial index projects_stuck, each with the first stage still without an answer. Then the
 * reminder rows of that page say what would stop 'Send reminder now' (core's planReminderNow).
 */
export async function getStuckClients(ctx: OwnerContext, query: Query, now = new Date()): Promise<Answer> {
  if (query.journeyId) {
    const journey = await ctx.db
      .selectFrom('flow_templates')
      .select('id')
      .where('id', '=', query.journeyId)
      .where((eb) => eb.or([eb('workspace_id', '=', ctx.workspaceId), eb('workspace_id', 'is', null)]))
      .executeTakeFirst();
    if (!journey) throw notFound(INSIGHT_MESSAGES.journeyNotFound);
  }
  const after = pageAfter(query.cursor);
  const cutoff = new Date(now.getTime() - query.days * DAY_MS);
  const { rows } = await sql<StuckRow>`
    SELECT p.id, p.client_name, p.name AS project_name, p.template_id, t.name AS journey_name,
      coalesce(p.progress_at, p.created_at) AS waiting_since, p.last_reminder_at,
      to_char(coalesce(p.progress_at, p.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS waiting_key,
      (SELECT json_build_object('id', s.id, 'name', s.name) FROM flow_steps s
        WHERE s.template_id = p.template_id AND s.deleted_at IS NULL
          AND NOT (p.skipped_step_ids ? s.id)
          AND NOT EXISTS (SELECT 1 FROM form_submissions f
            WHERE f.project_id = p.id AND f.step_id = s.id AND f.status <> 'draft')
        ORDER BY s.step_order, s.id LIMIT 1) AS stage
    FROM projects p LEFT JOIN flow_templates t ON t.id = p.template_id
    WHERE p.workspace_id = ${ctx.workspaceId} AND p.status = 'active' AND p.erased_at IS NULL
      ${query.journeyId ? sql`AND p.template_id = ${query.journeyId}` : sql``}
      AND coalesce(p.progress_at, p.created_at) < ${cutoff}
      ${after ? sql`AND (coalesce(p.progress_at, p.created_at), p.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY coalesce(p.progress_at, p.created_at), p.id
    LIMIT ${STUCK_PAGE_SIZE + 1}`.execute(ctx.db);
  const { page: shown, nextCursor } = keysetPage(rows, STUCK_PAGE_SIZE, (row) => row.waiting_key);
  const reminders = shown.length
    ? await reminderRows(
        ctx.db,
        sql<boolean>`p.workspace_id = ${ctx.workspaceId} AND p.id IN (${sql.join(shown.map((r) => r.id))})`,
      )
    : [];
  const byId = new Map(reminders.map((r) => [r.id, r]));
  const clients = shown.map((r): StuckClient => {
    const reminder = byId.get(r.id);
    const plan = reminder ? planReminderNow(reminderState(reminder, now)) : null;
    return {
      id: r.id,
      clientName: r.client_name,
      projectName: r.project_name,
      journey: r.template_id && r.journey_name ? { id: r.template_id, name: r.journey_name } : null,
      stage: r.stage,
      waitingSince: r.waiting_since.toISOString(),
      daysWaiting: daysBetween(r.waiting_since, now),
      lastReminderAt: r.last_reminder_at?.toISOString() ?? null,
      reminderBlockedBy: plan && 'blocked' in plan ? REMINDER_NOW_MESSAGES[plan.blocked] : null,
    };
  });
  return { thresholdDays: query.days, clients, nextCursor };
}
