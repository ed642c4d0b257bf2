import { type ClientCardDto, progressPercent } from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';

/**
 * The clients of a workspace as cards, with their journey name and step count computed in the same
 * statement (the correlated count runs only for the rows of the page) and the kept submission count.
 */
export function cardQuery(ctx: OwnerContext) {
  return ctx.db
    .selectFrom('projects as p')
    .leftJoin('flow_templates as t', 't.id', 'p.template_id')
    .select((eb) => [
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
      // Microseconds survive in the cursor, so rows created in the same millisecond stay apart.
      sql<string>`to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('created_key'),
      eb
        .selectFrom('flow_steps as s')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('s.template_id', '=', 'p.template_id')
        .where('s.deleted_at', 'is', null)
        .as('step_count'),
      'p.submission_count',
    ])
    .where('p.workspace_id', '=', ctx.workspaceId);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export function toCard(row: CardRow): ClientCardDto {
  const stepCount = row.template_id ? Number(row.step_count ?? 0) : 0;
  return {
    id: row.id,
    projectName: row.name,
    clientName: row.client_name,
    clientEmail: row.client_email,
    status: row.status,
    shareToken: row.share_token,
    createdAt: row.created_at.toISOString(),
    journey: row.template_id && row.journey_name ? { id: row.template_id, name: row.journey_name } : null,
    currentStep: row.current_step,
    stepCount,
    progressPercent: progressPercent(row.current_step, stepCount),
    submissionCount: row.submission_count,
  };
}
