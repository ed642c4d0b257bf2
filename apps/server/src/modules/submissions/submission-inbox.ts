import type { SubmissionStatus } from '@bloom/core';
import {
  SUBMISSION_PAGE_SIZE,
  type SubmissionFiltersResponse,
  type SubmissionListQuery,
  type SubmissionListResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { decodeCursor, encodeCursor } from '../clients';
import { toSubmissionCard } from './submission-rows';

/**
 * One page of the workspace's inbox in one statement: non-draft submissions newest first (keyset
 * on submitted_at, id; the partial index of migration 007), with client, stage and journey, filtered
 * by client, journey (the stage's), status and submitted_at range.
 */
export async function listSubmissions(ctx: OwnerContext, query: SubmissionListQuery): Promise<SubmissionListResponse> {
  const { client, journey, status, from, to } = query;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await ctx.db
    .selectFrom('form_submissions as f')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .leftJoin('flow_steps as s', 's.id', 'f.step_id')
    .leftJoin('flow_templates as t', 't.id', 's.template_id')
    .select([
      'f.id',
      'f.project_id',
      'p.client_name',
      'p.name as project_name',
      't.name as journey_name',
      'f.step_id',
      's.name as step_name',
      's.step_type',
      's.step_order',
      's.form_config',
      'f.status',
      'f.submitted_at',
      'f.reviewed_at',
      'f.response_data',
      sql<string>`to_char(f.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('submitted_key'),
    ])
    .where('p.workspace_id', '=', ctx.workspaceId)
    .where('f.status', '<>', 'draft')
    .$narrowType<{ status: SubmissionStatus }>()
    // Ternaries, not $if: they narrow the filters the query's schema typed, so no casts.
    .$call((q) => (client ? q.where('f.project_id', '=', client) : q))
    .$call((q) => (journey ? q.where('s.template_id', '=', journey) : q))
    .$call((q) => (status ? q.where('f.status', '=', status) : q))
    .$call((q) => (from ? q.where('f.submitted_at', '>=', new Date(from)) : q))
    // `to` is a millisecond (the page's 23:59:59.999); stored times have microseconds.
    .$call((q) => (to ? q.where('f.submitted_at', '<', new Date(Date.parse(to) + 1)) : q))
    .$if(after !== null, (q) =>
      q.where(sql`(f.submitted_at, f.id)`, '<', sql`(${after?.createdAt}::timestamptz, ${after?.id}::uuid)`),
    )
    .orderBy('f.submitted_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(SUBMISSION_PAGE_SIZE + 1)
    .execute();

  const more = rows.length > SUBMISSION_PAGE_SIZE;
  const page = more ? rows.slice(0, SUBMISSION_PAGE_SIZE) : rows;
  const last = page.at(-1);
  return {
    submissions: page.map((r) => ({
      ...toSubmissionCard(r),
      clientId: r.project_id,
      clientName: r.client_name,
      projectName: r.project_name,
      journeyName: r.journey_name,
    })),
    nextCursor: more && last ? encodeCursor(last.submitted_key, last.id) : null,
  };
}

/** The filter menus: every client of the workspace, and the journeys its submissions belong to. */
export async function submissionFilters(ctx: OwnerContext): Promise<SubmissionFiltersResponse> {
  const [clients, journeys] = await Promise.all([
    ctx.db
      .selectFrom('projects')
      .select(['id', 'client_name as clientName', 'name as projectName'])
      .where('workspace_id', '=', ctx.workspaceId)
      .orderBy(sql`lower(client_name)`)
      .orderBy('id')
      .limit(2000)
      .execute(),
    ctx.db
      .selectFrom('form_submissions as f')
      .innerJoin('projects as p', 'p.id', 'f.project_id')
      .innerJoin('flow_steps as s', 's.id', 'f.step_id')
      .innerJoin('flow_templates as t', 't.id', 's.template_id')
      .select(['t.id', 't.name'])
      .distinct()
      .where('p.workspace_id', '=', ctx.workspaceId)
      .where('f.status', '<>', 'draft')
      .orderBy('t.name')
      .orderBy('t.id')
      .execute(),
  ]);
  return { clients, journeys };
}
