import { type DashboardDto, DEFAULT_PRIMARY_COLOR, DEFAULT_WORKSPACE_NAME } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { type CardFilter, cardQuery, toCard } from '../clients';
import { listOverdueClients, toOverdueClient } from '../deadlines';
import { assignedClientIds, seesAssignedOnly } from '../team';

const RECENT_CLIENTS = 5;
const OVERDUE_CLIENTS = 5;

/**
 * Everything the dashboard shows, in three statements: the counts (kept by triggers, migration 004)
 * and checklist (with the workspace's branding and dismissal), then 5 cards, then the 5 most overdue
 * clients with the overdue count. A Member's numbers and cards, and anyone's with `assignedToMe`,
 * are of their assigned clients (a fourth statement); the checklist stays the workspace's.
 */
export async function getDashboard(
  ctx: OwnerContext,
  filter: CardFilter = {},
  now = new Date(),
): Promise<DashboardDto> {
  const ws = ctx.workspaceId;
  const member = seesAssignedOnly(ctx);
  const [counts, recent, overdue, assigned] = await Promise.all([
    sql<{
      active_clients: number;
      submissions: number;
      testimonials: number;
      has_custom_journey: boolean;
      first_client_id: string | null;
      branding: boolean;
      dismissed: boolean;
    }>`
      SELECT
        coalesce(k.active, 0) AS active_clients,
        coalesce(k.submissions, 0) AS submissions,
        coalesce(k.testimonials, 0) AS testimonials,
        EXISTS (SELECT 1 FROM flow_templates WHERE workspace_id = ${ws} AND NOT is_default AND NOT is_archived)
          AS has_custom_journey,
        (SELECT id FROM projects WHERE workspace_id = ${ws} AND erased_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1)
          AS first_client_id,
        (w.logo_url IS NOT NULL OR w.name <> ${DEFAULT_WORKSPACE_NAME}
          OR lower(w.primary_color) <> ${DEFAULT_PRIMARY_COLOR}) AS branding,
        w.checklist_dismissed AS dismissed
      FROM (SELECT 1) AS one LEFT JOIN workspace_counts k ON k.workspace_id = ${ws}
        LEFT JOIN workspaces w ON w.id = ${ws}
    `.execute(ctx.db),
    cardQuery(ctx, filter, now).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(RECENT_CLIENTS).execute(),
    listOverdueClients(ctx, now, { ...filter, limit: OVERDUE_CLIENTS }),
    member || filter.assignedToMe ? assignedStats(ctx) : null,
  ]);
  const c = counts.rows[0];
  return {
    stats: assigned ?? {
      activeClients: c?.active_clients ?? 0,
      submissions: c?.submissions ?? 0,
      testimonials: c?.testimonials ?? 0,
    },
    checklist: {
      hasCustomJourney: Boolean(c?.has_custom_journey),
      hasClient: Boolean(c?.first_client_id),
      firstClientId: member ? null : (c?.first_client_id ?? null),
      // The setup checklist (issue 19), each item derived from the data.
      branding: Boolean(c?.branding),
      journey: Boolean(c?.has_custom_journey),
      client: Boolean(c?.first_client_id),
      submission: (c?.submissions ?? 0) > 0,
      // Setting the workspace up is the Owner's and Admins' work, not a Member's.
      dismissed: member || Boolean(c?.dismissed),
    },
    recentClients: recent.map(toCard),
    overdue: {
      count: overdue[0]?.total ?? 0,
      clients: overdue.slice(0, OVERDUE_CLIENTS).map(toOverdueClient),
    },
  };
}

/** The numbers of the caller's assigned clients only, from the counts kept on each client. */
async function assignedStats(ctx: OwnerContext): Promise<DashboardDto['stats']> {
  const row = await ctx.db
    .selectFrom('projects as p')
    .select([
      sql<number>`count(*) FILTER (WHERE p.status = 'active')::int`.as('activeClients'),
      sql<number>`coalesce(sum(p.submission_count), 0)::int`.as('submissions'),
      sql<number>`coalesce(sum(p.testimonial_count), 0)::int`.as('testimonials'),
    ])
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('p.erased_at', 'is', null)
    .where('p.id', 'in', assignedClientIds(ctx))
    .executeTakeFirstOrThrow();
  return row;
}
