import { INSIGHT_MESSAGES, OVERDUE_PAGE_SIZE, type OverdueClientsResponse, type overdueQuerySchema } from '@bloom/core';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { keysetPage, pageAfter } from '../../platform/db/keyset-page';
import { listOverdueClients, toOverdueClient } from '../deadlines';

type Query = z.output<typeof overdueQuerySchema>;

/**
 * Active clients with a stage past its due date on their clock, most overdue first, a keyset page
 * of OVERDUE_PAGE_SIZE at a time on (due date, id). The cursor keeps the date as the day's
 * midnight, so it is the same opaque cursor every list pages with.
 */
export async function getOverdueClients(
  ctx: OwnerContext,
  query: Query,
  now = new Date(),
): Promise<OverdueClientsResponse> {
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
  const rows = await listOverdueClients(ctx, now, {
    journeyId: query.journeyId,
    limit: OVERDUE_PAGE_SIZE,
    after: after ? { dueOn: after.createdAt.slice(0, 10), id: after.id } : null,
  });
  const { page, nextCursor } = keysetPage(rows, OVERDUE_PAGE_SIZE, (row) => `${row.due_on}T00:00:00.000000Z`);
  return { clients: page.map(toOverdueClient), nextCursor };
}
