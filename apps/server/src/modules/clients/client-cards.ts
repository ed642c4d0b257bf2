import { type Assignee, type ClientCardDto, progressPercent } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { cursorKey } from '../../platform/db/keyset-page';
import type { Database } from '../../platform/db/schema';
import { overdueStagesColumn } from '../deadlines';
import { assignedClientIds, seesAssignedOnly } from '../team';

/**
 * The workspace's clients (an erased client's tombstone is none: docs/decisions/042-client-erasure.md)
 * with their journey's name: the columns a card and the detail page both
 * show (toClientBase); each adds its own.
 */
export function clientQuery(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom('projects as p')
    .leftJoin('flow_templates as t', 't.id', 'p.template_id')
    .select([
      'p.id',
      'p.name',
      'p.client_name',
      'p.client_email',
      'p.status',
      'p.share_token',
      'p.created_at',
      'p.template_id',
      'p.current_step',
      't.name as journey_name',
      'p.submission_count',
    ])
    .where('p.workspace_id', '=', workspaceId)
    .where('p.erased_at', 'is', null);
}

type ClientBaseRow = Pick<
  Awaited<ReturnType<ReturnType<typeof clientQuery>['executeTakeFirstOrThrow']>>,
  'id' | 'name' | 'client_name' | 'client_email' | 'status' | 'share_token'
>;

/** The fields that open both a card and the detail. */
export const toClientBase = (row: ClientBaseRow) => ({
  id: row.id,
  projectName: row.name,
  clientName: row.client_name,
  clientEmail: row.client_email,
  status: row.status,
  shareToken: row.share_token,
});

/**
 * Who works on client `p`, by name, as one JSON column (primary key lookups on client_assignments).
 * Most clients have nobody assigned: one probe of the key answers them, without the join and sort
 * (a page of 24 cards took a third less time on PGlite).
 */
export const assigneesColumn = sql<
  Assignee[]
>`CASE WHEN EXISTS (SELECT FROM client_assignments a WHERE a.project_id = p.id)
  THEN (SELECT coalesce(json_agg(json_build_object('userId', u.id, 'name', u.name) ORDER BY u.name, u.id), '[]'::json)
    FROM client_assignments a JOIN "user" u ON u.id = a.user_id WHERE a.project_id = p.id)
  ELSE '[]'::json END`;

export interface CardFilter {
  /** Only the clients assigned to the caller (`?assigned=me`); a Member's cards always are. */
  assignedToMe?: boolean;
}

/**
 * The ids of the clients `ctx` sees (`p`: every one of the workspace, or a Member's, or only the
 * caller's when asked): what a list filters, pages and counts before reading any card.
 */
export function visibleClientIds(ctx: OwnerContext, { assignedToMe = false }: CardFilter = {}) {
  return ctx.db
    .selectFrom('projects as p')
    .select('p.id')
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('p.erased_at', 'is', null)
    .$if(seesAssignedOnly(ctx) || assignedToMe, (q) => q.where('p.id', 'in', assignedClientIds(ctx)));
}

/**
 * The clients of a workspace as cards, with their journey name, step count and assignees computed
 * in the same statement (the correlated subqueries run only for the rows of the page) and the kept
 * submission count.
 */
export function cardQuery(ctx: OwnerContext, { assignedToMe = false }: CardFilter = {}, now = new Date()) {
  return clientQuery(ctx.db, ctx.workspaceId)
    .$if(seesAssignedOnly(ctx) || assignedToMe, (q) => q.where('p.id', 'in', assignedClientIds(ctx)))
    .select((eb) => [
      cursorKey('p.created_at').as('created_key'),
      eb
        .selectFrom('flow_steps as s')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('s.template_id', '=', 'p.template_id')
        .where('s.deleted_at', 'is', null)
        // Only the stages that apply to this client (current_step counts only those).
        .where(sql<boolean>`NOT (p.skipped_step_ids ? s.id::text)`)
        .as('step_count'),
      assigneesColumn.as('assignees'),
      overdueStagesColumn(now).as('overdue_stages'),
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];
/** A card's row as JSON gives it (cardsAsJson): its time as text. */
export type CardJson = Omit<CardRow, 'created_at'> & { created_at: string };

/**
 * The rows of a card query as one JSON value, newest first: the driver reads one field instead of
 * sixteen per card (on PGlite, decoding each field cost about as much as the cards' statement).
 */
export async function cardsAsJson(ctx: OwnerContext, cards: ReturnType<typeof cardQuery>): Promise<CardJson[]> {
  const row = await ctx.db
    .selectFrom(cards.as('c'))
    .select(sql<CardJson[] | null>`json_agg(c ORDER BY c.created_at DESC, c.id DESC)`.as('cards'))
    .executeTakeFirst();
  return row?.cards ?? [];
}

export function toCard(row: CardRow | CardJson): ClientCardDto {
  const stepCount = row.template_id ? Number(row.step_count ?? 0) : 0;
  // Assigned, not spread: spreading the base object cost about 6 µs a card on Node 20, this 0.2.
  return Object.assign(toClientBase(row), {
    // The cursor's time cut to milliseconds: what toISOString gave, without parsing a date per card.
    createdAt: `${row.created_key.slice(0, 23)}Z`,
    journey: row.template_id && row.journey_name ? { id: row.template_id, name: row.journey_name } : null,
    currentStep: row.current_step,
    stepCount,
    progressPercent: progressPercent(row.current_step, stepCount),
    submissionCount: row.submission_count,
    assignees: row.assignees,
    overdueStages: row.overdue_stages,
  });
}
