import { type BucketCount, durationStats } from './duration-stats';
import type { DurationStats, FunnelStage } from './insights-schemas';

/**
 * What a client did, as journey_events records it with the change (migration 015): the events the
 * rollup's metrics are built from.
 */
export const JOURNEY_EVENT_KINDS = [
  'opened',
  'stage_started',
  'submitted',
  'sent_back',
  'resubmitted',
  'completed',
] as const;
export type JourneyEventKind = (typeof JOURNEY_EVENT_KINDS)[number];

/**
 * What the rollup holds per client, summed (docs/decisions/028-journey-insights.md):
 * invited, opened, completed (one each), time_total (by bucket), and per stage submitted, waiting
 * (active clients whose first unanswered stage it is), sent_back (times), time_stage (by bucket)
 * and skipped (the stage does not apply to the client: it counts none of the others there).
 */
export const INSIGHT_METRICS = [
  'invited',
  'opened',
  'completed',
  'time_total',
  'submitted',
  'waiting',
  'sent_back',
  'time_stage',
  'skipped',
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** A rollup row summed over the period's days: `stepId` '' and `bucket` -1 when the metric has none. */
export interface InsightRow {
  stepId: string;
  metric: InsightMetric;
  bucket: number;
  n: number;
}

/** A live stage of the journey as it is now. */
export interface InsightStage {
  id: string;
  name: string;
  order: number;
  phase: string;
}

export interface Funnel {
  invited: number;
  opened: number;
  completed: number;
  stages: FunnelStage[];
  stopStage: { stageId: string; name: string; waiting: number } | null;
  mostSentBack: { stageId: string; name: string; sentBack: number }[];
  timeToComplete: DurationStats;
}

const MOST_SENT_BACK = 3;

/** The clients a stage's share is of: the invited, less those it does not apply to. */
export const stageClients = (invited: number, stage: { skipped: number }) => Math.max(invited - stage.skipped, 0);

/** completed / invited, 0–1; null with nobody invited. */
export const completionRate = (completed: number, invited: number): number | null =>
  invited > 0 ? completed / invited : null;

/**
 * The funnel of a journey from its rollup rows. Only the journey's live stages get a bar: rows of
 * stages deleted since are ignored, a stage added after clients started simply has fewer
 * submissions, and a client who skipped a stage counts in the stages they did submit. A stage that
 * does not apply to some clients (conditional logic) says how many: its share leaves them out.
 */
export function assembleFunnel(stages: readonly InsightStage[], rows: readonly InsightRow[]): Funnel {
  const total = (metric: InsightMetric) =>
    rows.filter((r) => r.metric === metric && r.stepId === '').reduce((sum, r) => sum + r.n, 0);
  const perStage = new Map<
    string,
    { submitted: number; waiting: number; sentBack: number; skipped: number; time: BucketCount[] }
  >();
  for (const s of stages) perStage.set(s.id, { submitted: 0, waiting: 0, sentBack: 0, skipped: 0, time: [] });
  for (const r of rows) {
    const stage = perStage.get(r.stepId);
    if (!stage) continue;
    if (r.metric === 'submitted') stage.submitted += r.n;
    else if (r.metric === 'waiting') stage.waiting += r.n;
    else if (r.metric === 'sent_back') stage.sentBack += r.n;
    else if (r.metric === 'skipped') stage.skipped += r.n;
    else if (r.metric === 'time_stage') stage.time.push({ bucket: r.bucket, n: r.n });
  }
  const ordered = [...stages].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const funnelStages: FunnelStage[] = ordered.map((s) => {
    const m = perStage.get(s.id) ?? { submitted: 0, waiting: 0, sentBack: 0, skipped: 0, time: [] };
    return {
      stageId: s.id,
      name: s.name,
      order: s.order,
      phase: s.phase,
      submitted: m.submitted,
      waiting: m.waiting,
      sentBack: m.sentBack,
      skipped: m.skipped,
      time: durationStats(m.time),
    };
  });
  return {
    invited: total('invited'),
    opened: total('opened'),
    completed: total('completed'),
    stages: funnelStages,
    stopStage: stopStage(funnelStages),
    mostSentBack: funnelStages
      .filter((s) => s.sentBack > 0)
      // Stable sort: ties keep the journey's order.
      .sort((a, b) => b.sentBack - a.sentBack)
      .slice(0, MOST_SENT_BACK)
      .map((s) => ({ stageId: s.stageId, name: s.name, sentBack: s.sentBack })),
    timeToComplete: durationStats(timeRows(rows, 'time_total')),
  };
}

/** The stage most active clients wait on (the earliest on a tie); null when none wait. */
export function stopStage(stages: readonly { stageId: string; name: string; waiting: number }[]): Funnel['stopStage'] {
  let best: Funnel['stopStage'] = null;
  for (const s of stages) {
    if (s.waiting > 0 && (!best || s.waiting > best.waiting)) {
      best = { stageId: s.stageId, name: s.name, waiting: s.waiting };
    }
  }
  return best;
}

/** The bucket counts of a duration metric. */
export const timeRows = (rows: readonly InsightRow[], metric: 'time_total' | 'time_stage'): BucketCount[] =>
  rows.filter((r) => r.metric === metric).map((r) => ({ bucket: r.bucket, n: r.n }));
