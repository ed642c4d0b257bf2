import { addCalendarDays, calendarDaysBetween, type OverdueClient } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { assignedClientIds, seesAssignedOnly } from '../team';

/**
 * "Overdue", written once for every list that shows it (clients, dashboard, insights): a stage of
 * `stage_due_dates` still open whose date is before today on the client's clock (their own zone,
 * else their workspace's), for an active client (not archived, not completed), the stage still
 * part of their journey and applying to them. `now` is a parameter so a test can stand at midnight.
 */

/** Only the caller's assigned clients (a Member always; anyone with `?assigned=me`). */
export interface OverdueFilter {
  assignedToMe?: boolean;
  /** Only the clients of this journey. */
  journeyId?: string;
}

/** The calendar date at `now` on client `p`'s clock. */
export const clientToday = (now: Date) =>
  sql<string>`(${now.toISOString()}::timestamptz AT TIME ZONE coalesce(p.client_timezone,
    (SELECT w.timezone FROM workspaces w WHERE w.id = p.workspace_id)))::date`;

/**
 * Stage `d` (with its client `p` and stage `s`) is overdue at `now`. No zone is a day ahead of
 * UTC, so `due_on < UTC's tomorrow` holds for every overdue row: with `open` and `due_on IS NOT
 * NULL` written as literals it reads the partial index stage_due_dates_workspace_due (or
 * stage_due_dates_due) as a range, and the zone is looked at only for the rows it keeps.
 */
const isOverdue = (now: Date) => sql<boolean>`d.open AND d.due_on IS NOT NULL
  AND d.due_on < ${addCalendarDays(now.toISOString().slice(0, 10), 1)}::date
  AND p.status = 'active' AND p.erased_at IS NULL AND s.deleted_at IS NULL AND s.template_id = p.template_id
  AND NOT (p.skipped_step_ids ? s.id::text)
  AND d.due_on < ${clientToday(now)}`;

/** The overdue stages of the workspace in `ctx` (rows d, p, s), narrowed by `filter`. */
const overdueFrom = (ctx: OwnerContext, now: Date, { assignedToMe = false, journeyId }: OverdueFilter) => sql`
  FROM stage_due_dates d
    JOIN projects p ON p.id = d.project_id
    JOIN flow_steps s ON s.id = d.step_id
  WHERE d.workspace_id = ${ctx.workspaceId} AND p.workspace_id = ${ctx.workspaceId} AND ${isOverdue(now)}
    ${seesAssignedOnly(ctx) || assignedToMe ? sql`AND d.project_id IN ${assignedClientIds(ctx)}` : sql``}
    ${journeyId ? sql`AND p.template_id = ${journeyId}` : sql``}`;

/** The ids of the clients with an overdue stage, as a subquery: `p.id IN (${overdueClientIds(…)})`. */
export const overdueClientIds = (ctx: OwnerContext, now: Date, filter: OverdueFilter = {}) =>
  sql<{ project_id: string }>`SELECT d.project_id ${overdueFrom(ctx, now, filter)}`;

/** How many clients have an overdue stage. */
export async function countOverdueClients(ctx: OwnerContext, now: Date, filter: OverdueFilter = {}): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(DISTINCT d.project_id)::int AS n ${overdueFrom(ctx, now, filter)}`.execute(ctx.db);
  return rows[0]?.n ?? 0;
}

/**
 * Client `p`'s overdue stages, as a column of a query over `projects p` (a correlated count that
 * reads the primary key of stage_due_dates, for the rows of the page only). A client with no open
 * dated stage is answered by one probe of that key, before its journey's stages are joined.
 */
export const overdueStagesColumn = (now: Date) =>
  sql<number>`CASE WHEN p.status = 'active' AND EXISTS (SELECT FROM stage_due_dates d WHERE d.project_id = p.id AND d.open)
    THEN (SELECT count(*)::int FROM stage_due_dates d JOIN flow_steps s ON s.id = d.step_id
      WHERE d.project_id = p.id AND ${isOverdue(now)})
    ELSE 0 END`;

export interface OverdueClientRow {
  id: string;
  client_name: string;
  project_name: string;
  template_id: string | null;
  journey_name: string | null;
  step_id: string;
  stage_name: string;
  /** The most overdue stage's date, 'YYYY-MM-DD'. */
  due_on: string;
  /** Today on the client's clock, 'YYYY-MM-DD'. */
  today: string;
  overdue_stages: number;
  /** Every overdue client of the filter (after the cursor), the page's rows or not. */
  total: number;
}

/**
 * The clients with an overdue stage, most overdue first (earliest date, then id), each with its
 * most overdue stage (the journey's order breaks a tie) and how many are overdue; `limit` rows
 * after `after` ((due_on, id) of the previous page's last row), one more than asked so the caller
 * can tell a next page.
 */
export async function listOverdueClients(
  ctx: OwnerContext,
  now: Date,
  { limit, after, ...filter }: OverdueFilter & { limit: number; after?: { dueOn: string; id: string } | null },
): Promise<OverdueClientRow[]> {
  const { rows } = await sql<OverdueClientRow>`
    SELECT o.project_id AS id, p.client_name, p.name AS project_name, p.template_id, t.name AS journey_name,
      o.step_id, s.name AS stage_name, to_char(o.due_on, 'YYYY-MM-DD') AS due_on,
      to_char(o.today, 'YYYY-MM-DD') AS today, o.overdue_stages, count(*) OVER ()::int AS total
    FROM (
      SELECT DISTINCT ON (d.project_id) d.project_id, d.step_id, d.due_on, ${clientToday(now)} AS today,
        count(*) OVER (PARTITION BY d.project_id)::int AS overdue_stages
      ${overdueFrom(ctx, now, filter)}
      ORDER BY d.project_id, d.due_on, s.step_order, s.id
    ) o
      JOIN projects p ON p.id = o.project_id
      JOIN flow_steps s ON s.id = o.step_id
      LEFT JOIN flow_templates t ON t.id = p.template_id
    ${after ? sql`WHERE (o.due_on, o.project_id) > (${after.dueOn}::date, ${after.id}::uuid)` : sql``}
    ORDER BY o.due_on, o.project_id
    LIMIT ${limit + 1}`.execute(ctx.db);
  return rows;
}

/** A row of listOverdueClients as the API answers it. */
export const toOverdueClient = (row: OverdueClientRow): OverdueClient => ({
  id: row.id,
  clientName: row.client_name,
  projectName: row.project_name,
  journey: row.template_id && row.journey_name ? { id: row.template_id, name: row.journey_name } : null,
  stage: { id: row.step_id, name: row.stage_name },
  dueOn: row.due_on,
  today: row.today,
  daysOverdue: calendarDaysBetween(row.due_on, row.today),
  overdueStages: row.overdue_stages,
});
