import type { DashboardDto } from '@bloom/core';
import { sql } from 'kysely';
import { cardQuery, toCard } from '../clients/client-cards';
import type { OwnerContext } from '../owner-context';

const RECENT_CLIENTS = 5;

/**
 * Everything the dashboard shows, in two statements: the counts (kept by triggers, migration 004)
 * and checklist, then 5 cards.
 */
export async function getDashboard(ctx: OwnerContext): Promise<DashboardDto> {
  const ws = ctx.workspaceId;
  const [counts, recent] = await Promise.all([
    sql<{
      active_clients: number;
      submissions: number;
      testimonials: number;
      has_custom_journey: boolean;
      first_client_id: string | null;
    }>`
      SELECT
        coalesce(k.active, 0) AS active_clients,
        coalesce(k.submissions, 0) AS submissions,
        coalesce(k.testimonials, 0) AS testimonials,
        EXISTS (SELECT 1 FROM flow_templates WHERE workspace_id = ${ws} AND NOT is_default AND NOT is_archived)
          AS has_custom_journey,
        (SELECT id FROM projects WHERE workspace_id = ${ws} ORDER BY created_at DESC, id DESC LIMIT 1)
          AS first_client_id
      FROM (SELECT 1) AS one LEFT JOIN workspace_counts k ON k.workspace_id = ${ws}
    `.execute(ctx.db),
    cardQuery(ctx).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(RECENT_CLIENTS).execute(),
  ]);
  const c = counts.rows[0];
  return {
    stats: {
      activeClients: c?.active_clients ?? 0,
      submissions: c?.submissions ?? 0,
      testimonials: c?.testimonials ?? 0,
    },
    checklist: {
      hasCustomJourney: Boolean(c?.has_custom_journey),
      hasClient: Boolean(c?.first_client_id),
      firstClientId: c?.first_client_id ?? null,
    },
    recentClients: recent.map(toCard),
  };
}
