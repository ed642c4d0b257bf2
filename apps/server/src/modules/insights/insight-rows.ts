import {
  ANY_STATUS,
  type DayBlock,
  type InsightMetric,
  type InsightRow,
  type InsightScope,
  type InsightStage,
} from '@bloom/core';
import { type RawBuilder, sql } from 'kysely';
import type { InsightRollupTable } from '../../platform/db/schema';

/**
 * Reading the rollup (migration 015, docs/decisions/028-journey-insights.md): the few aligned
 * blocks of cohort days that tile the period (core's dayBlocks), summed by PostgreSQL, so an
 * answer reads a bounded number of rows however many clients and days the workspace has.
 */

/** The rollup's status of a scope: 'all' is every client, archived ones included (ANY_STATUS). */
const SCOPE_STATUS: Record<InsightScope, InsightRollupTable['status']> = {
  active: 'active',
  completed: 'completed',
  all: ANY_STATUS,
};

/**
 * WHERE: the rollup rows `r` of these blocks: a semi-join the planner runs as one index probe per
 * block (measured: 9 probes, 660 rows for a journey's 90 days at 100,000 clients).
 */
export const inBlocks = (blocks: readonly DayBlock[]) =>
  sql<boolean>`(r.level, r.block) IN (SELECT * FROM unnest(${blocks.map((b) => b.level)}::smallint[],
    ${blocks.map((b) => b.block)}::int[]))`;

/** WHERE: the workspace's rows for the scope's clients. */
export const scopeWhere = (workspaceId: string, scope: InsightScope) =>
  sql<boolean>`r.workspace_id = ${workspaceId} AND r.status = ${SCOPE_STATUS[scope]}`;

/** Only what the workspace-wide answers need: the client-level counts and who waits where (a partial index). */
export const CLIENT_LEVEL = sql<boolean>`(r.step_id = '' OR r.metric = 'waiting')`;

/** A journey's live stages, as JSON, for a template row `t`. */
export const LIVE_STAGES = sql<InsightStage[]>`(SELECT coalesce(json_agg(json_build_object(
    'id', s.id, 'name', s.name, 'order', s.step_order, 'phase', s.phase) ORDER BY s.step_order, s.id), '[]'::json)
  FROM flow_steps s WHERE s.template_id = t.id AND s.deleted_at IS NULL)`;

/** Rollup rows as PostgreSQL sums them: [step, metric, bucket, n] (with the journey first when grouped by it). */
export type RowTuple = [string, InsightMetric, number, number];
export type JourneyRowTuple = [string, ...RowTuple];

export const toRow = ([stepId, metric, bucket, n]: RowTuple): InsightRow => ({ stepId, metric, bucket, n: Number(n) });

/** Sums of the rollup rows of `blocks` that `where` picks, by stage, metric and bucket, as a JSON array of RowTuple. */
export const summedRows = (blocks: readonly DayBlock[], where: RawBuilder<boolean>) => sql<RowTuple[]>`(SELECT
    coalesce(json_agg(json_build_array(g.step_id, g.metric, g.bucket, g.n)), '[]'::json)
  FROM (SELECT r.step_id, r.metric, r.bucket, sum(r.n) AS n FROM insight_rollup r
    WHERE ${where} AND ${inBlocks(blocks)}
    GROUP BY r.step_id, r.metric, r.bucket) g)`;
