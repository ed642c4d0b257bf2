import {
  contactActor,
  memberActor,
  SUBMISSION_MESSAGES,
  type SubmissionDetailDto,
  type SubmissionEventDto,
  submissionAnswers,
} from '@bloom/core';
import { sql } from 'kysely';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { fieldsOf, lastReviewDto, sentSubmissionQuery } from './submission-rows';

/**
 * One submission of the workspace with every answer, its client, stage and journey, its inbox
 * neighbours (newer and older, no filters) and its history: two statements.
 */
export async function readSubmission(db: Db, workspaceId: string, id: string): Promise<SubmissionDetailDto> {
  // The inbox's other rows (n) on one side of this one (f): `side` is a fixed comparison below.
  const inbox = (side: string) =>
    sql`FROM form_submissions n JOIN projects np ON np.id = n.project_id
      WHERE np.workspace_id = ${workspaceId} AND n.status <> 'draft' AND ${sql.raw(side)}`;
  const [row, events] = await Promise.all([
    sentSubmissionQuery(db, workspaceId)
      .select([
        'f.updated_at',
        'p.id as client_id',
        'p.client_email',
        't.id as journey_id',
        sql<string | null>`(SELECT n.id ${inbox('(n.submitted_at, n.id) > (f.submitted_at, f.id)')}
          ORDER BY n.submitted_at, n.id LIMIT 1)`.as('previous_id'),
        sql<string | null>`(SELECT n.id ${inbox('(n.submitted_at, n.id) < (f.submitted_at, f.id)')}
          ORDER BY n.submitted_at DESC, n.id DESC LIMIT 1)`.as('next_id'),
      ])
      .where('f.id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('submission_events as e')
      .innerJoin('form_submissions as f', 'f.id', 'e.submission_id')
      .innerJoin('projects as p', 'p.id', 'f.project_id')
      .select(['e.action', 'e.comment', 'e.created_at', 'e.actor_user_id', 'e.actor_name', 'e.contact_id'])
      .where('e.submission_id', '=', id)
      .where('p.workspace_id', '=', workspaceId)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute(),
  ]);
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  const status = row.status;
  const submittedBy = contactActor(row.submitted_by_contact_id, row.submitted_by_contact_name);
  // The row keeps who sent it first (with submitted_at); each later sender is their event's.
  const history: SubmissionEventDto[] = [
    { action: 'submitted', comment: null, at: row.submitted_at.toISOString(), actor: submittedBy },
    ...events.map((e) => ({
      action: e.action,
      comment: e.comment,
      at: e.created_at.toISOString(),
      // A resubmission is the client's: its name is the contact's, a review's the member's.
      actor:
        e.action === 'resubmitted'
          ? contactActor(e.contact_id, e.actor_name)
          : memberActor(e.actor_user_id, e.actor_name),
    })),
  ];
  const openRequest = events.filter((e) => e.action === 'changes_requested').at(-1);
  const fields = fieldsOf(row.step_type, row.form_config);
  return {
    id: row.id,
    status,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    lastReview: lastReviewDto(status, row.last_review),
    submittedBy,
    updatedAt: row.updated_at.toISOString(),
    client: {
      id: row.client_id,
      clientName: row.client_name,
      projectName: row.project_name,
      clientEmail: row.client_email,
    },
    journey: row.journey_id ? { id: row.journey_id, name: row.journey_name ?? '' } : null,
    stage:
      row.step_id && row.step_type
        ? {
            id: row.step_id,
            name: row.step_name ?? '',
            stepType: row.step_type,
            order: row.step_order ?? 0,
            hasQuestions: fields.length > 0,
          }
        : null,
    answers: submissionAnswers(row.response_data ?? {}, fields),
    history,
    changesComment: status === 'changes_requested' ? (openRequest?.comment ?? null) : null,
    previousId: row.previous_id,
    nextId: row.next_id,
  };
}
