import {
  SUBMISSION_PAGE_SIZE,
  type SubmissionFiltersResponse,
  type SubmissionListQuery,
  type SubmissionListResponse,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../platform/db/keyset-page';
import { assignedClientIds, seesAssignedOnly } from '../team';
import { sentSubmissionQuery, toSubmissionCard } from './submission-rows';

/**
 * One page of the workspace's inbox in one statement: non-draft submissions newest first (keyset
 * on submitted_at, id; the partial index of migration 007), with client, stage and journey, filtered
 * by client, journey (the stage's), status and submitted_at range.
 */
export async function listSubmissions(ctx: OwnerContext, query: SubmissionListQuery): Promise<SubmissionListResponse> {
  const { client, journey, status, from, to } = query;
  const after = pageAfter(query.cursor);
  const rows = await sentSubmissionQuery(ctx.db, ctx.workspaceId)
    .select(['f.project_id', cursorKey('f.submitted_at').as('submitted_key')])
    .$if(seesAssignedOnly(ctx), (q) => q.where('f.project_id', 'in', assignedClientIds(ctx)))
    // Ternaries, not $if: they narrow the filters the query's schema typed, so no casts.
    .$call((q) => (client ? q.where('f.project_id', '=', client) : q))
    .$call((q) => (journey ? q.where('s.template_id', '=', journey) : q))
    .$call((q) => (status ? q.where('f.status', '=', status) : q))
    .$call((q) => (from ? q.where('f.submitted_at', '>=', new Date(from)) : q))
    // `to` is a millisecond (the page's 23:59:59.999); stored times have microseconds.
    .$call((q) => (to ? q.where('f.submitted_at', '<', new Date(Date.parse(to) + 1)) : q))
    .$call((q) => newestFirst(q, { time: 'f.submitted_at', id: 'f.id' }, after, SUBMISSION_PAGE_SIZE))
    .execute();
  const { page, nextCursor } = keysetPage(rows, SUBMISSION_PAGE_SIZE, (row) => row.submitted_key);
  return {
    submissions: page.map((r) => ({
      ...toSubmissionCard(r),
      clientId: r.project_id,
      clientName: r.client_name,
      projectName: r.project_name,
      journeyName: r.journey_name,
    })),
    nextCursor,
  };
}

/** The filter menus: every client of the workspace, and the journeys its submissions belong to. */
export async function submissionFilters(ctx: OwnerContext): Promise<SubmissionFiltersResponse> {
  const [clients, journeys] = await Promise.all([
    ctx.db
      .selectFrom('projects')
      .select(['id', 'client_name as clientName', 'name as projectName'])
      .where('workspace_id', '=', ctx.workspaceId)
      .$if(seesAssignedOnly(ctx), (q) => q.where('id', 'in', assignedClientIds(ctx)))
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
      .$if(seesAssignedOnly(ctx), (q) => q.where('p.id', 'in', assignedClientIds(ctx)))
      .orderBy('t.name')
      .orderBy('t.id')
      .execute(),
  ]);
  return { clients, journeys };
}
