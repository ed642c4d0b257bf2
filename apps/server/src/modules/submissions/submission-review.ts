import type { SubmissionStatus } from '@bloom/core';
import {
  ERROR_CODES,
  reviewTransition,
  SUBMISSION_MESSAGES,
  type SubmissionDetailDto,
  type SubmissionReviewAction,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';
import { readSubmission } from './submission-detail';
import { fieldsOf } from './submission-rows';

export const getSubmission = (ctx: OwnerContext, id: string) => readSubmission(ctx.db, ctx.workspaceId, id);

/**
 * 'Mark reviewed' or 'Request changes' (docs/product.md#reviewing-submissions): the row is
 * locked, the move checked by core's reviewTransition (409, nothing written, when it refuses),
 * then the status, reviewed_at and the history entry are written together. A change request
 * reopens the stage in the portal with the comment until the client resubmits.
 */
export async function reviewSubmission(
  ctx: OwnerContext,
  id: string,
  action: SubmissionReviewAction,
  comment: string | null = null,
): Promise<SubmissionDetailDto> {
  return ctx.db.transaction().execute(async (trx) => {
    // The client's row first, as every portal write takes it (a send-back refreshes their insights under it).
    await trx
      .selectFrom('projects as p')
      .innerJoin('form_submissions as f', 'f.project_id', 'p.id')
      .select('p.id')
      .where('f.id', '=', id)
      .where('p.workspace_id', '=', ctx.workspaceId)
      .forUpdate('p')
      .execute();
    const current = await trx
      .selectFrom('form_submissions as f')
      .innerJoin('projects as p', 'p.id', 'f.project_id')
      .leftJoin('flow_steps as s', 's.id', 'f.step_id')
      .select(['f.status', 'f.project_id', 'f.step_id', 's.step_type', 's.form_config'])
      .where('f.id', '=', id)
      .where('p.workspace_id', '=', ctx.workspaceId)
      .where('f.status', '<>', 'draft')
      .forUpdate('f')
      .$narrowType<{ status: SubmissionStatus }>()
      .executeTakeFirst();
    if (!current) throw notFound(SUBMISSION_MESSAGES.notFound);
    const hasQuestions = fieldsOf(current.step_type, current.form_config).length > 0;
    const move = reviewTransition(current.status, action, hasQuestions);
    if (!move.ok) throw new ServiceError(ERROR_CODES.INVALID_TRANSITION, move.message);
    await trx
      .updateTable('form_submissions')
      .set({ status: move.to, reviewed_at: action === 'reviewed' ? sql`now()` : null })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('submission_events')
      // The same instant as reviewed_at, so the history and the 'Reviewed' time agree.
      .values({
        submission_id: id,
        action,
        comment: action === 'changes_requested' ? comment : null,
        created_at: sql`now()`,
        // Who, and their name as it is now: the history keeps it after they leave or rename.
        actor_user_id: ctx.userId,
        actor_name: ctx.userName,
      })
      .execute();
    if (action === 'changes_requested') {
      await ctx.events.publish(trx, 'submission.sent-back', { clientId: current.project_id, stageId: current.step_id });
    }
    return readSubmission(trx, ctx.workspaceId, id);
  });
}
