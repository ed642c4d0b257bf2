import type { StepType, SubmissionReviewAction, SubmissionReviewDto, SubmissionStatus } from '@bloom/core';
import {
  type ClientSubmissionDto,
  contactActor,
  type FormField,
  memberActor,
  stageFields,
  summarizeAnswers,
} from '@bloom/core';
import { sql } from 'kysely';
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

interface ReviewJson {
  action: SubmissionReviewAction;
  at: string;
  actorId: string | null;
  actorName: string | null;
}

/**
 * The newest review of submission `f` while its status stands on one (reviewed, changes
 * requested), with who took it: one index probe of submission_events per row.
 */
const lastReviewColumn = sql<ReviewJson | null>`CASE WHEN f.status IN ('reviewed', 'changes_requested') THEN
  (SELECT json_build_object('action', e.action, 'at', e.created_at, 'actorId', e.actor_user_id, 'actorName', e.actor_name)
   FROM submission_events e WHERE e.submission_id = f.id AND e.action IN ('reviewed', 'changes_requested')
   ORDER BY e.created_at DESC, e.id DESC LIMIT 1) END`.as('last_review');

/**
 * The review a status stands on, or null: none while submitted, and none when the newest review
 * is not the one that set the status (rows older than the history).
 */
export function lastReviewDto(status: SubmissionStatus, review: ReviewJson | null): SubmissionReviewDto | null {
  if (!review || review.action !== status) return null;
  // JSON carries PostgreSQL's timestamp text; the API speaks ISO 8601.
  return {
    action: review.action,
    actor: memberActor(review.actorId, review.actorName),
    at: new Date(review.at).toISOString(),
  };
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
  'f.submitted_by_contact_id',
  'f.submitted_by_contact_name',
  lastReviewColumn,
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
  submitted_by_contact_id: string | null;
  submitted_by_contact_name: string | null;
  last_review: ReviewJson | null;
}

/** A submission card: its stage, status, times, who sent it and first answers labelled by the stage's fields. */
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
    lastReview: lastReviewDto(r.status, r.last_review),
    submittedBy: contactActor(r.submitted_by_contact_id, r.submitted_by_contact_name),
    summary,
    moreCount,
  };
}
