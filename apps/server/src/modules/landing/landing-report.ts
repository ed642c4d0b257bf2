import {
  compareVariants,
  isPlanId,
  type LandingComparison,
  type LandingCounts,
  type LandingDay,
  type LandingReport,
  type LandingRow,
  landingRates,
  MESSAGE_VARIANTS,
  type MessageVariant,
  messageVariantSchema,
  PLAN_IDS,
  type PlanId,
  parseIsoDay,
  periodDays,
  type ReportPeriod,
} from '@bloom/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The landing A/B report (docs/decisions/015): per message variant × plan over whole UTC days,
 * visits and visitors, CTA clicks, sign-ups and their subscriptions, with rates and 95 % Wilson
 * intervals, a verdict per comparison and a daily series. Three statements, one per table, each
 * grouped three ways (variant × plan, variant, variant × day) with GROUPING SETS.
 */

interface GroupedRow {
  variant: string;
  plan: string | null;
  day: string | null;
  /** GROUPING(plan, day): 1 → variant × plan, 3 → variant, 2 → variant × day. */
  grp: number;
  a: number;
  b: number;
}

const BY_PLAN = 1;
const BY_DAY = 2;
const BY_VARIANT = 3;

export async function landingReport(db: Db, period: ReportPeriod): Promise<LandingReport> {
  const start = parseIsoDay(period.from);
  const to = parseIsoDay(period.to);
  if (!start || !to) throw new RangeError('a report period of YYYY-MM-DD days');
  const end = new Date(to.getTime() + 24 * 60 * 60 * 1000);

  // Visits and CTA clicks are counted alike: the events, and the sessions they came from.
  const eventsAndSessions = (table: 'landing_visits' | 'cta_clicks') =>
    grouped(
      db,
      sql`SELECT message_variant AS variant, subdomain AS plan, session_id,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
          FROM ${sql.table(table)} WHERE created_at >= ${start} AND created_at < ${end}`,
      sql`count(*)::int`,
      sql`count(DISTINCT session_id)::int`,
    );
  const visits = await eventsAndSessions('landing_visits');
  const clicks = await eventsAndSessions('cta_clicks');
  const signUps = await grouped(
    db,
    sql`SELECT p.message_variant AS variant, p.signup_plan AS plan, s.subscription_status,
          to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
        FROM profiles p LEFT JOIN subscriptions s ON s.user_id = p.id
        WHERE p.created_at >= ${start} AND p.created_at < ${end}`,
    sql`count(*)::int`,
    sql`(count(*) FILTER (WHERE subscription_status IN ('active', 'trialing')))::int`,
  );

  const counts = new Map<string, LandingCounts>();
  const at = (variant: MessageVariant, plan: PlanId | 'all') => {
    const key = `${variant}:${plan}`;
    let found = counts.get(key);
    if (!found) {
      found = { visits: 0, sessions: 0, clicks: 0, clickSessions: 0, signUps: 0, subscribers: 0 };
      counts.set(key, found);
    }
    return found;
  };
  const days = new Map<string, LandingDay>(
    periodDays(period).map((date) => [date, { date, visits: perVariant(), signUps: perVariant() }]),
  );
  let unattributedSignUps = 0;

  const add = (
    rows: GroupedRow[],
    onCounts: (c: LandingCounts, r: GroupedRow) => void,
    daily?: 'visits' | 'signUps',
  ) => {
    for (const r of rows) {
      const variant = messageVariantSchema.safeParse(r.variant);
      if (!variant.success) continue;
      if (r.grp === BY_VARIANT) onCounts(at(variant.data, 'all'), r);
      else if (r.grp === BY_PLAN && isPlanId(r.plan)) onCounts(at(variant.data, r.plan), r);
      else if (r.grp === BY_DAY && daily && r.day) {
        const day = days.get(r.day);
        if (day) day[daily][variant.data] = r.a;
      }
    }
  };
  add(visits, (c, r) => Object.assign(c, { visits: r.a, sessions: r.b }), 'visits');
  add(clicks, (c, r) => Object.assign(c, { clicks: r.a, clickSessions: r.b }));
  add(signUps, (c, r) => Object.assign(c, { signUps: r.a, subscribers: r.b }), 'signUps');
  for (const r of signUps) if (r.grp === BY_PLAN && !isPlanId(r.plan)) unattributedSignUps += r.a;

  const row = (variant: MessageVariant, plan: PlanId | 'all'): LandingRow => {
    const c = at(variant, plan);
    return { variant, plan, ...c, rates: landingRates(c) };
  };
  const variants = MESSAGE_VARIANTS.map((v) => row(v, 'all'));
  const rows = PLAN_IDS.flatMap((plan) => MESSAGE_VARIANTS.map((v) => row(v, plan)));
  const compare = (plan: PlanId | 'all', of: LandingRow[]): LandingComparison => ({
    plan,
    ...compareVariants(of.map((r) => ({ variant: r.variant, successes: r.signUps, trials: r.sessions }))),
  });
  const comparisons = [
    compare('all', variants),
    ...PLAN_IDS.map((plan) =>
      compare(
        plan,
        rows.filter((r) => r.plan === plan),
      ),
    ),
  ];

  return {
    period: { from: period.from, to: period.to, days: period.days },
    rows,
    variants,
    comparisons,
    daily: [...days.values()],
    unattributedSignUps,
  };
}

const perVariant = (): Record<MessageVariant, number> => ({ a: 0, b: 0, c: 0, d: 0 });

/** Two counts of a table's rows in the period, grouped by variant × plan, by variant and by variant × day. */
async function grouped(
  db: Db,
  source: ReturnType<typeof sql>,
  a: ReturnType<typeof sql>,
  b: ReturnType<typeof sql>,
): Promise<GroupedRow[]> {
  const { rows } = await sql<GroupedRow>`
    SELECT variant, plan, day, GROUPING(plan, day)::int AS grp, ${a} AS a, ${b} AS b
    FROM (${source}) AS events
    WHERE variant IS NOT NULL
    GROUP BY GROUPING SETS ((variant, plan), (variant), (variant, day))
  `.execute(db);
  return rows;
}
