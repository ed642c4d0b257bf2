import type { ClientStatus } from '@bloom/core';
import {
  ERROR_CODES,
  type FormField,
  isJourneyComplete,
  type Phase,
  PORTAL_MESSAGES,
  portalStepStatuses,
} from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { Events } from '../../kernel/events';
import { notFound, ServiceError } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import type { PortalProject } from './portal-access';

export type Trx = Transaction<Database>;

export interface StageRow {
  id: string;
  order: number;
  stepType: string;
  phase: Phase;
  fields: FormField[];
}

/**
 * The project's journey inside a write: locks the project row (one portal write per client at a
 * time, so counts and `current_step` stay exact), then reads its live stages and which of them
 * have a submitted answer. The stages carry their type: a stage after an unsigned agreement is
 * locked (core's portalStepStatuses).
 */
export async function lockJourney(trx: Trx, project: Pick<PortalProject, 'id' | 'templateId'>) {
  await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().executeTakeFirstOrThrow();
  const [stages, answered] = await Promise.all([
    project.templateId
      ? trx
          .selectFrom('flow_steps')
          .select(['id', 'step_order as order', 'step_type as stepType', 'phase', 'form_config as fields'])
          .where('template_id', '=', project.templateId)
          .where('deleted_at', 'is', null)
          .orderBy('step_order')
          .orderBy('id')
          .execute()
      : [],
    trx
      .selectFrom('form_submissions')
      .select('step_id')
      .where('project_id', '=', project.id)
      .where('step_id', 'is not', null)
      .where('status', '<>', 'draft')
      .execute(),
  ]);
  const done = new Set(answered.map((a) => a.step_id));
  const rows = (stages as StageRow[]).map((s) => ({ ...s, completed: done.has(s.id) }));
  const statuses = portalStepStatuses(rows);
  return {
    stages: rows,
    /** The stage `stageId` of this journey, open to the client; 404 / 409 otherwise. */
    openStage(stageId: string) {
      const i = rows.findIndex((s) => s.id === stageId);
      const stage = rows[i];
      if (!stage) throw notFound(PORTAL_MESSAGES.stageNotFound);
      if (statuses[i] === 'locked') throw new ServiceError(ERROR_CODES.STAGE_LOCKED, PORTAL_MESSAGES.stageLocked);
      return stage;
    },
  };
}

/**
 * After an answer is submitted: `current_step` becomes the count of submitted stages (docs/product.md#answering-a-stage:
 * the count comes from the submissions) and a journey whose count reaches its stages is
 * 'completed' (an archived client stays archived).
 */
export async function settleProgress(trx: Trx, events: Events, projectId: string, stageIds: string[]) {
  const row = stageIds.length
    ? await trx
        .selectFrom('form_submissions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('project_id', '=', projectId)
        .where('step_id', 'in', stageIds)
        .where('status', '<>', 'draft')
        .executeTakeFirstOrThrow()
    : { n: '0' };
  const completedCount = Number(row.n);
  const journeyComplete = isJourneyComplete(completedCount, stageIds.length);
  // The row is locked by lockJourney: what it says now is what the update below changes.
  const before = journeyComplete
    ? await trx.selectFrom('projects').select(['status', 'workspace_id']).where('id', '=', projectId).executeTakeFirst()
    : undefined;
  await trx
    .updateTable('projects')
    .set({
      current_step: completedCount,
      updated_at: new Date(),
      ...(journeyComplete
        ? {
            status: sql<ClientStatus>`CASE WHEN status = 'active' THEN 'completed' ELSE status END`,
            // The first completion stays (a restored client completing again keeps it).
            completed_at: sql<Date>`CASE WHEN status = 'active' THEN coalesce(completed_at, now()) ELSE completed_at END`,
          }
        : {}),
    })
    .where('id', '=', projectId)
    .execute();
  // journey.completed once: when the status turns completed (the last stage is the one reached).
  if (before?.status === 'active') {
    await events.publish(trx, 'journey.completed', {
      workspaceId: before.workspace_id,
      clientId: projectId,
      lastStageId: stageIds.at(-1) ?? null,
    });
  }
  return { completedCount, totalCount: stageIds.length, journeyComplete };
}

/**
 * A stage done by something other than answers: an agreement everyone signed (issue 34). Its
 * submission row says so with no answers, as 'reviewed' (nothing waits for the owner's review, so
 * it is never 'awaiting review' in the inbox), and the journey recounts as after any submission:
 * `current_step`, completion, journey.completed. Locks the project like every portal write.
 */
export async function completeStageWithoutAnswers(
  trx: Trx,
  events: Events,
  project: Pick<PortalProject, 'id' | 'templateId'>,
  stageId: string,
) {
  const journey = await lockJourney(trx, project);
  await trx
    .insertInto('form_submissions')
    .values({
      project_id: project.id,
      step_id: stageId,
      response_data: JSON.stringify({}),
      status: 'reviewed',
      reviewed_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'step_id'])
        .where('step_id', 'is not', null)
        .doUpdateSet({ status: 'reviewed', reviewed_at: sql`now()`, updated_at: sql`now()` }),
    )
    .execute();
  return settleProgress(
    trx,
    events,
    project.id,
    journey.stages.map((s) => s.id),
  );
}
