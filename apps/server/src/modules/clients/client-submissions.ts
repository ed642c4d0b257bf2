import type { SubmissionStatus } from '@bloom/core';
import { CLIENT_MESSAGES, type ClientSubmissionsResponse } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { SUBMISSION_CARD_COLUMNS, toSubmissionCard } from '../submissions';

/** A client's submissions, newest first, drafts left out, answers labelled by the stage's fields (testimonial stages' fixed ones too). */
export async function listClientSubmissions(ctx: OwnerContext, projectId: string): Promise<ClientSubmissionsResponse> {
  const project = await ctx.db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!project) throw notFound(CLIENT_MESSAGES.notFound);

  const rows = await ctx.db
    .selectFrom('form_submissions as f')
    .leftJoin('flow_steps as s', 's.id', 'f.step_id')
    .select(SUBMISSION_CARD_COLUMNS)
    .where('f.project_id', '=', projectId)
    .where('f.status', '<>', 'draft')
    .$narrowType<{ status: SubmissionStatus }>()
    .orderBy('f.submitted_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();

  return { submissions: rows.map(toSubmissionCard) };
}
