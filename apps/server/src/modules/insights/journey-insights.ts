import {
  assembleFunnel,
  dayBlocks,
  INSIGHT_MESSAGES,
  type InsightStage,
  insightPeriod,
  type insightsQuerySchema,
  type JourneyInsights,
} from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { LIVE_STAGES, type RowTuple, scopeWhere, summedRows, toRow } from './insight-rows';

type Query = z.output<typeof insightsQuerySchema>;

/**
 * A journey's funnel over a period, for active, completed or all clients: one statement reads the
 * journey (a built-in or the workspace's own; anything else is 404), its live stages and the
 * rollup's sums for the period's cohort days.
 */
export async function getJourneyInsights(
  ctx: OwnerContext,
  journeyId: string,
  query: Query,
  now = new Date(),
): Promise<JourneyInsights> {
  const period = insightPeriod(query.period, now);
  const where = sql<boolean>`${scopeWhere(ctx.workspaceId, query.clients)} AND r.template_id = t.id`;
  const { rows } = await sql<{ id: string; name: string; stages: InsightStage[]; rows: RowTuple[] }>`
    SELECT t.id, t.name, ${LIVE_STAGES} AS stages, ${summedRows(dayBlocks(period.from, period.to), where)} AS rows
    FROM flow_templates t
    WHERE t.id = ${journeyId} AND (t.workspace_id = ${ctx.workspaceId} OR t.workspace_id IS NULL)`.execute(ctx.db);
  const row = rows[0];
  if (!row) throw notFound(INSIGHT_MESSAGES.journeyNotFound);
  const funnel = assembleFunnel(row.stages, row.rows.map(toRow));
  return { journey: { id: row.id, name: row.name }, period, clients: query.clients, ...funnel };
}
