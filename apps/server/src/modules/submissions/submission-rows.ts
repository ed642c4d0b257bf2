import type { StepType, SubmissionStatus } from '@bloom/core';
import { type ClientSubmissionDto, type FormField, stageFields, summarizeAnswers } from '@bloom/core';
import type { Db } from '../../platform/db/database';

/** A stage's fields as its form shows them (a testimonial stage adds its fixed ones), read defensively. */
export function fieldsOf(stepType: string | null, formConfig: unknown): FormField[] {
  const fields = Array.isArray(formConfig)
    ? (formConfig as unknown[]).filter(
        (f): f is FormField => typeof f === 'object' && f !== null && typeof (f as { id?: unknown }).id === 'string',
      )
    : [];
  return stageFields({ stepType: stepType ?? '', fields });
}

/** The columns toSubmissionCard reads: form_submissions `f` left-joined to its stage `s`. */
export const SUBMISSION_CARD_COLUMNS = [
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
] as const;

/**
 * The workspace's sent submissions (never drafts) as cards with their client and journey: what the
 * inbox and the detail both show; each selects its own on top.
 */
export function sentSubmissionQuery(db: Db, workspaceId: string) {
  return db
    .selectFrom('form_submissions as f')
    .innerJoin('projects as p', 'p.id', 'f.project_id')
    .leftJoin('flow_steps as s', 's.id', 'f.step_id')
    .leftJoin('flow_templates as t', 't.id', 's.template_id')
    .select([...SUBMISSION_CARD_COLUMNS, 'p.client_name', 'p.name as project_name', 't.name as journey_name'])
    .where('p.workspace_id', '=', workspaceId)
    .where('f.status', '<>', 'draft')
    .$narrowType<{ status: SubmissionStatus }>();
}

/** A submission joined with its stage (left join: the stage may be gone). */
export interface SubmissionRow {
  id: string;
  step_id: string | null;
  status: SubmissionStatus;
  submitted_at: Date;
  reviewed_at: Date | null;
  response_data: Record<string, unknown> | null;
  step_name: string | null;
  step_type: StepType | null;
  step_order: number | null;
  form_config: unknown;
}

/** A submission card: its stage, status, times and first answers labelled by the stage's fields. */
export function toSubmissionCard(r: SubmissionRow): ClientSubmissionDto {
  const { fields: summary, moreCount } = summarizeAnswers(r.response_data ?? {}, fieldsOf(r.step_type, r.form_config));
  return {
    id: r.id,
    stepId: r.step_id,
    stepName: r.step_name,
    stepType: r.step_type,
    stepOrder: r.step_order,
    status: r.status,
    submittedAt: r.submitted_at.toISOString(),
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
    summary,
    moreCount,
  };
}
