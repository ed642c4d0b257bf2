import {
  AGREEMENT_MESSAGES,
  type Answers,
  checkStageAnswers,
  displayFileName,
  ERROR_CODES,
  hasErrors,
  MESSAGES,
  PAYMENT_MESSAGES,
  PORTAL_VALIDATION,
  type PortalFileAnswer,
  type PortalSubmissionDto,
  type PortalSubmissionResponse,
  type PortalSubmitResponse,
} from '@bloom/core';
import { type Selectable, sql } from 'kysely';
import type { Events } from '../../kernel/events';
import { conflict, ServiceError } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { FormSubmissionsTable } from '../../platform/db/schema';
import { droppedOwnAnswers, fieldsShownFor, removeHiddenAnswers } from './hidden-answers';
import { type JourneyStage, type LockedJourney, lockJourney, settleProgress, type Trx } from './journey-state';
import type { PortalProject } from './portal-access';
import { writeTestimonial } from './portal-testimonial';

/** 400 with a message per field, the first one as the answer's message. */
const fieldErrors = (errors: Record<string, string>) =>
  new ServiceError(ERROR_CODES.VALIDATION_ERROR, Object.values(errors)[0] ?? MESSAGES.validationError, {
    extra: { fields: errors },
  });

/**
 * Checks a stage's answers on the server (the page checks them too, but only this counts):
 * types, options, sizes, required fields on submit, over the fields its conditions show (a
 * hidden field's answer is dropped, a hidden required field not required); file answers must
 * name an upload of this client into this project, and carry its stored name, size and type,
 * not the browser's claim. Also answers what the conditions showed (droppedOwnAnswers reads it).
 */
async function checkedAnswers(
  trx: Trx,
  project: PortalProject,
  journey: LockedJourney,
  stage: JourneyStage,
  raw: unknown,
  mode: 'submit' | 'draft',
) {
  const shown = fieldsShownFor(journey, stage, raw);
  const { answers, errors } = checkStageAnswers({ stepType: stage.stepType, fields: shown.fields }, raw, mode);
  const files = Object.entries(answers).filter(
    (e): e is [string, PortalFileAnswer] => typeof e[1] === 'object' && e[1] !== null && !Array.isArray(e[1]),
  );
  if (files.length > 0) {
    const rows = await trx
      .selectFrom('attachments')
      .select(['id', 'original_filename', 'file_size', 'mime_type'])
      .where('project_id', '=', project.id)
      .where('uploaded_by_type', '=', 'client')
      .where(
        'id',
        'in',
        files.map(([, f]) => f.attachmentId),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [fieldId, file] of files) {
      const row = byId.get(file.attachmentId);
      if (!row) errors[fieldId] = PORTAL_VALIDATION.file;
      else
        answers[fieldId] = {
          attachmentId: row.id,
          name: displayFileName(row.original_filename),
          size: Number(row.file_size),
          mimeType: row.mime_type,
        };
    }
  }
  if (hasErrors(errors)) throw fieldErrors(errors);
  return { answers, shown };
}

/**
 * An agreement stage is done by signing and a payment stage by paying, never by answering: their
 * submission is the one the completion writes (agreements/signing.ts, payments/settle-stage.ts),
 * so neither a draft nor a submit may write it (an empty submit would skip the signature).
 */
function assertAnswerable(stage: JourneyStage): void {
  if (stage.stepType === 'payment') throw conflict(PAYMENT_MESSAGES.lockedByPayment);
  if (stage.stepType === 'agreement') throw conflict(AGREEMENT_MESSAGES.lockedByAgreement);
}

type SubmissionRow = Pick<Selectable<FormSubmissionsTable>, (typeof RETURNING)[number]>;

/** The row as the portal sees it; its answers were written by checkedAnswers. */
const toDto = (r: SubmissionRow): PortalSubmissionDto => ({
  status: r.status,
  changesComment: null,
  answers: r.response_data as Answers,
  submittedAt: r.submitted_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const RETURNING = ['status', 'response_data', 'submitted_at', 'updated_at'] as const;

/** The contact whose link wrote an answer: the last to save a draft, then whoever submitted it first. */
const writtenBy = (project: PortalProject) => ({
  submitted_by_contact_id: project.contact.id,
  submitted_by_contact_name: project.contact.name,
});

/**
 * On a submit: a draft becoming the answer is the submitter's; an answer already sent keeps its
 * first sender, like its submitted_at (a later sender is the 'resubmitted' event's).
 */
const firstSender = {
  submitted_by_contact_id: sql<string | null>`CASE WHEN form_submissions.status = 'draft'
    THEN excluded.submitted_by_contact_id ELSE form_submissions.submitted_by_contact_id END`,
  submitted_by_contact_name: sql<string | null>`CASE WHEN form_submissions.status = 'draft'
    THEN excluded.submitted_by_contact_name ELSE form_submissions.submitted_by_contact_name END`,
};

/**
 * Autosave of an open stage: stored as a 'draft' (never counted as done). A stage already
 * submitted keeps its answers: its draft is a no-op that answers the submission as it is.
 */
export async function saveDraft(
  db: Db,
  project: PortalProject,
  stageId: string,
  raw: unknown,
  events: Events,
): Promise<PortalSubmissionResponse> {
  return db.transaction().execute(async (trx) => {
    const journey = await lockJourney(trx, project);
    const stage = journey.openStage(stageId);
    assertAnswerable(stage);
    const { answers, shown } = await checkedAnswers(trx, project, journey, stage, raw, 'draft');
    const previous = journey.stored.get(stage.id);
    const saved = await trx
      .insertInto('form_submissions')
      .values({
        project_id: project.id,
        step_id: stage.id,
        response_data: JSON.stringify(answers),
        status: 'draft',
        ...writtenBy(project),
      })
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'step_id'])
          .where('step_id', 'is not', null)
          .doUpdateSet({
            response_data: (eb) => eb.ref('excluded.response_data'),
            updated_at: sql`now()`,
            ...writtenBy(project),
          })
          .where('form_submissions.status', '=', 'draft'),
      )
      .returning(RETURNING)
      .executeTakeFirst();
    // A first draft starts the stage (journey insights), unless its first view already did.
    if (saved) await events.publish(trx, 'stage.started', { clientId: project.id, stageId: stage.id });
    const row =
      saved ??
      (await trx
        .selectFrom('form_submissions')
        .select(RETURNING)
        .where('project_id', '=', project.id)
        .where('step_id', '=', stage.id)
        .executeTakeFirstOrThrow());
    // A draft over a submitted answer stores nothing, so it drops nothing either.
    const removed = saved ? droppedOwnAnswers(stage, shown, answers, previous?.answers) : [];
    return { submission: toDto(row), removed };
  });
}

/**
 * Submits a stage (docs/product.md#answering-a-stage): the first time it becomes 'submitted' and `current_step` the new
 * count; an edit updates the answers (still 'submitted') without moving it. A testimonial stage
 * also writes its 'pending' testimonial (an edit sends it back to pending).
 */
export async function submitStage(
  db: Db,
  project: PortalProject,
  stageId: string,
  raw: unknown,
  events: Events,
): Promise<PortalSubmitResponse> {
  return db.transaction().execute(async (trx) => {
    const journey = await lockJourney(trx, project);
    const stage = journey.openStage(stageId);
    assertAnswerable(stage);
    const { answers, shown } = await checkedAnswers(trx, project, journey, stage, raw, 'submit');
    const before = journey.stored.get(stage.id);
    const row = await trx
      .insertInto('form_submissions')
      .values({
        project_id: project.id,
        step_id: stage.id,
        response_data: JSON.stringify(answers),
        status: 'submitted',
        ...writtenBy(project),
      })
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'step_id'])
          .where('step_id', 'is not', null)
          .doUpdateSet({
            response_data: (eb) => eb.ref('excluded.response_data'),
            status: 'submitted',
            // A draft becoming the answer is submitted now; an edit keeps when it was first sent.
            submitted_at: sql`CASE WHEN form_submissions.status = 'draft' THEN now() ELSE form_submissions.submitted_at END`,
            reviewed_at: null,
            updated_at: sql`now()`,
            ...firstSender,
          }),
      )
      .returning(['id', ...RETURNING])
      .executeTakeFirstOrThrow();
    // The owner's history shows every change after the first submission (a draft is not one).
    if (before && before.status !== 'draft') {
      await trx
        .insertInto('submission_events')
        .values({
          submission_id: row.id,
          action: 'resubmitted',
          contact_id: project.contact.id,
          actor_name: project.contact.name,
        })
        .execute();
    }
    const testimonial =
      stage.stepType === 'testimonial' ? await writeTestimonial(trx, project, stage.id, answers) : null;
    // A first submission, or the answer to 'Request changes', is news (insights, the owner,
    // webhooks); an edit of an answer already in (submitted or reviewed) is not.
    if (!before || before.status === 'draft' || before.status === 'changes_requested') {
      await events.publish(trx, 'submission.created', {
        workspaceId: project.workspaceId,
        clientId: project.id,
        stageId: stage.id,
        stageType: stage.stepType,
        submissionId: row.id,
        resubmitted: before?.status === 'changes_requested',
      });
    }
    if (testimonial?.inserted) {
      await events.publish(trx, 'testimonial.created', {
        workspaceId: project.workspaceId,
        testimonialId: testimonial.id,
      });
    }
    // A milestone is reached once: when its stage first counts as done.
    if (stage.stepType === 'milestone' && !stage.completed) {
      await events.publish(trx, 'milestone.reached', {
        workspaceId: project.workspaceId,
        clientId: project.id,
        stageId: stage.id,
      });
    }
    // What these answers hide elsewhere in the journey goes now, before the journey recounts.
    const removed = [
      ...droppedOwnAnswers(stage, shown, answers, before?.answers),
      ...(await removeHiddenAnswers(trx, project.id, journey, stage.id, answers)),
    ].sort((a, b) => orderOf(journey, a.stageId) - orderOf(journey, b.stageId));
    const progress = await settleProgress(trx, events, project.id, journey.stages);
    return { submission: toDto(row), removed, ...progress };
  });
}

const orderOf = (journey: LockedJourney, stageId: string) => journey.stages.findIndex((s) => s.id === stageId);
