import {
  CLIENT_MESSAGES,
  type ClientSubmissionDto,
  type ClientSubmissionsResponse,
  type StepType,
  summarizeAnswers,
} from '@bloom/core';
import { notFound } from '../../http/errors';
import type { ClientContext } from './client-context';

type FieldLabel = { id: string; label?: string | null };

/** A client's submissions, newest first, drafts left out, answers labelled by the stage's fields. */
export async function listClientSubmissions(ctx: ClientContext, projectId: string): Promise<ClientSubmissionsResponse> {
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
    .select([
      'f.id',
      'f.step_id',
      'f.status',
      'f.submitted_at',
      'f.reviewed_at',
      'f.response_data',
      's.name as step_name',
      's.step_type',
      's.step_order',
      's.form_config',
    ])
    .where('f.project_id', '=', projectId)
    .where('f.status', '<>', 'draft')
    .orderBy('f.submitted_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();

  return {
    submissions: rows.map((r): ClientSubmissionDto => {
      const fields = Array.isArray(r.form_config) ? (r.form_config as unknown[]).filter(isField) : [];
      const data = r.response_data && typeof r.response_data === 'object' ? r.response_data : {};
      const { fields: summary, moreCount } = summarizeAnswers(data, fields);
      return {
        id: r.id,
        stepId: r.step_id,
        stepName: r.step_name ?? null,
        stepType: (r.step_type as StepType | null) ?? null,
        stepOrder: r.step_order ?? null,
        status: r.status as ClientSubmissionDto['status'],
        submittedAt: r.submitted_at.toISOString(),
        reviewedAt: r.reviewed_at?.toISOString() ?? null,
        summary,
        moreCount,
      };
    }),
  };
}

function isField(value: unknown): value is FieldLabel {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}
