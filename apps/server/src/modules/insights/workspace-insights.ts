import {
  assembleFunnel,
  completionRate,
  dayBlocks,
  durationStats,
  type InsightMetric,
  type InsightRow,
  type InsightStage,
  type InsightSummary,
  insightPeriod,
  type insightsQuerySchema,
  type JourneyInsightsRow,
  summaryWindows,
  timeRows,
  type WorkspaceInsights,
} from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { CLIENT_LEVEL, inBlocks, type JourneyRowTuple, LIVE_STAGES, scopeWhere, toRow } from './insight-rows';

type Query = z.output<typeof insightsQuerySchema>;

interface JourneyJson {
  id: string;
  name: string;
  stages: InsightStage[];
}

/**
 * The whole workspace over a period: a row per journey with clients in it (invited, opened,
 * completed, the rate, the median time to complete, where they stop) and the totals, clients
 * whose journey was deleted included. One statement: the rollup's client-level sums per journey,
 * and the names and live stages of those journeys.
 */
export async function getWorkspaceInsights(
  ctx: OwnerContext,
  query: Query,
  now = new Date(),
): Promise<WorkspaceInsights> {
  const period = insightPeriod(query.period, now);
  const { rows } = await sql<{ rows: JourneyRowTuple[]; journeys: JourneyJson[] }>`
    WITH g AS (
      SELECT r.template_id, r.step_id, r.metric, r.bucket, sum(r.n) AS n
      FROM insight_rollup r
      WHERE ${scopeWhere(ctx.workspaceId, query.clients)} AND ${CLIENT_LEVEL}
        AND ${inBlocks(dayBlocks(period.from, period.to))}
      GROUP BY r.template_id, r.step_id, r.metric, r.bucket
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_array(g.template_id, g.step_id, g.metric, g.bucket, g.n)), '[]'::json)
        FROM g) AS rows,
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'stages', ${LIVE_STAGES})), '[]'::json)
        FROM flow_templates t
        WHERE t.id IN (SELECT template_id FROM g) AND (t.workspace_id = ${ctx.workspaceId} OR t.workspace_id IS NULL)
      ) AS journeys`.execute(ctx.db);
  const { rows: tuples = [], journeys = [] } = rows[0] ?? {};
  const byJourney = new Map<string, InsightRow[]>();
  for (const [templateId, ...rest] of tuples) {
    const list = byJourney.get(templateId) ?? [];
    list.push(toRow(rest));
    byJourney.set(templateId, list);
  }
  const all = [...byJourney.values()].flat();
  const totals = assembleFunnel([], all);
  const journeyRows: JourneyInsightsRow[] = journeys
    .map((j) => {
      const f = assembleFunnel(j.stages, byJourney.get(j.id) ?? []);
      return {
        id: j.id,
        name: j.name,
        invited: f.invited,
        opened: f.opened,
        completed: f.completed,
        completionRate: completionRate(f.completed, f.invited),
        medianSecondsToComplete: f.timeToComplete.medianSeconds,
        stopStage: f.stopStage,
      };
    })
    .filter((j) => j.invited > 0)
    .sort((a, b) => b.invited - a.invited || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  return {
    period,
    clients: query.clients,
    totals: {
      invited: totals.invited,
      opened: totals.opened,
      completed: totals.completed,
      completionRate: completionRate(totals.completed, totals.invited),
      timeToComplete: totals.timeToComplete,
    },
    journeys: journeyRows,
  };
}

/**
 * The dashboard's card: clients added in the last 30 days and in the 30 before (every status),
 * how many of them completed, and their median time to complete. One statement over 60 days of
 * the rollup's client-level rows.
 */
export async function getInsightSummary(ctx: OwnerContext, now = new Date()): Promise<InsightSummary> {
  const { current, previous } = summaryWindows(now);
  const recent = dayBlocks(current.from, current.to);
  const { rows } = await sql<{ current: boolean; metric: InsightMetric; bucket: number; n: string }>`
    SELECT (r.level, r.block) IN (SELECT * FROM unnest(${recent.map((b) => b.level)}::smallint[],
        ${recent.map((b) => b.block)}::int[])) AS current,
      r.metric, r.bucket, sum(r.n) AS n
    FROM insight_rollup r
    WHERE ${scopeWhere(ctx.workspaceId, 'all')} AND ${CLIENT_LEVEL}
      AND ${inBlocks([...recent, ...dayBlocks(previous.from, previous.to)])}
      AND r.step_id = '' AND r.metric IN ('invited', 'completed', 'time_total')
    GROUP BY 1, 2, 3`.execute(ctx.db);
  const window = (isCurrent: boolean, days: { from: string; to: string }) => {
    const own = rows.filter((r) => r.current === isCurrent);
    const sum = (metric: InsightMetric) => own.filter((r) => r.metric === metric).reduce((s, r) => s + Number(r.n), 0);
    const invited = sum('invited');
    const completed = sum('completed');
    const times = timeRows(
      own.map((r) => ({ stepId: '', metric: r.metric, bucket: r.bucket, n: Number(r.n) })),
      'time_total',
    );
    return {
      ...days,
      invited,
      completed,
      completionRate: completionRate(completed, invited),
      medianSecondsToComplete: durationStats(times).medianSeconds,
    };
  };
  return { current: window(true, current), previous: window(false, previous) };
}
