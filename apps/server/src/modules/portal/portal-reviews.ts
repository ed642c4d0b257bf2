import { PORTAL_MESSAGES, type PortalReviewResponse, type portalReviewSchema, visibleFields } from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Events } from '../../kernel/events';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { lockJourney, settleProgress, type Trx } from './journey-state';
import type { PortalProject } from './portal-access';

type ReviewInput = z.output<typeof portalReviewSchema>;

/**
 * The client's 'Approve' / 'Request changes' on a deliverable of an open stage, kept with its
 * time (the owner sees the newest). Approving the last deliverable of a milestone that asks no
 * questions (or whose questions its conditions hide) completes that stage, as submitting its form
 * would.
 */
export async function reviewDeliverable(
  db: Db,
  project: PortalProject,
  deliverableId: string,
  input: ReviewInput,
  events: Events,
): Promise<PortalReviewResponse> {
  return db.transaction().execute(async (trx) => {
    const journey = await lockJourney(trx, project);
    const deliverable = await trx
      .selectFrom('deliverables')
      .select(['id', 'step_id'])
      .where('id', '=', deliverableId)
      .where('project_id', '=', project.id)
      .executeTakeFirst();
    if (!deliverable?.step_id || !journey.stages.some((s) => s.id === deliverable.step_id)) {
      throw notFound(PORTAL_MESSAGES.deliverableNotFound);
    }
    const stage = journey.openStage(deliverable.step_id);
    const review = await trx
      .insertInto('deliverable_reviews')
      .values({
        deliverable_id: deliverable.id,
        project_id: project.id,
        decision: input.decision,
        comment: input.comment,
        contact_id: project.contact.id,
        contact_name: project.contact.name,
      })
      .returning(['decision', 'comment', 'created_at'])
      .executeTakeFirstOrThrow();
    // Its form asks nothing when it has no questions, or when its conditions hide them all.
    const asksNothing = visibleFields(stage.fields, stage.hiddenFieldIds).length === 0;
    if (asksNothing && !stage.completed && (await allApproved(trx, project.id, stage.id))) {
      // The stage is done by the contact whose approval was the last one.
      const approvedBy = {
        submitted_by_contact_id: project.contact.id,
        submitted_by_contact_name: project.contact.name,
      };
      await trx
        .insertInto('form_submissions')
        .values({ project_id: project.id, step_id: stage.id, response_data: '{}', status: 'submitted', ...approvedBy })
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'step_id'])
            .where('step_id', 'is not', null)
            .doUpdateSet({ status: 'submitted', submitted_at: sql`now()`, updated_at: sql`now()`, ...approvedBy })
            .where('form_submissions.status', '=', 'draft'),
        )
        .execute();
      // The milestone is reached: its stage is done (insights, the owner's 'milestone' toggle, webhooks).
      const reached = { workspaceId: project.workspaceId, clientId: project.id, stageId: stage.id };
      await events.publish(trx, 'deliverables.approved', reached);
      await events.publish(trx, 'milestone.reached', reached);
    }
    const progress = await settleProgress(trx, events, project.id, journey.stages);
    return {
      review: { decision: review.decision, comment: review.comment, decidedAt: review.created_at.toISOString() },
      completedCount: progress.completedCount,
      journeyComplete: progress.journeyComplete,
    };
  });
}

/** Every deliverable of the stage has 'approved' as its newest decision. */
async function allApproved(trx: Trx, projectId: string, stageId: string): Promise<boolean> {
  const row = await sql<{ total: string; approved: string }>`
    SELECT count(*) AS total,
      count(*) FILTER (WHERE (SELECT v.decision FROM deliverable_reviews v WHERE v.deliverable_id = d.id
        ORDER BY v.created_at DESC, v.id DESC LIMIT 1) = 'approved') AS approved
    FROM deliverables d WHERE d.project_id = ${projectId} AND d.step_id = ${stageId}`.execute(trx);
  const counts = row.rows[0];
  return !!counts && Number(counts.total) > 0 && counts.total === counts.approved;
}
