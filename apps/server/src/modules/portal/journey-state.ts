import type { ClientStatus } from '@bloom/core';
import {
  type Answers,
  type Condition,
  ERROR_CODES,
  type FormField,
  type Phase,
  PORTAL_MESSAGES,
  portalStepStatuses,
} from '@bloom/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Events } from '../../kernel/events';
import { notFound, ServiceError } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import type { PortalProject } from './portal-access';
import { journeyProgress, storedCondition, storedFields, visibilityOf } from './stage-visibility';

export type Trx = Transaction<Database>;

export interface StageRow {
  id: string;
  order: number;
  stepType: string;
  phase: Phase;
  name: string;
  fields: FormField[];
  /** The stage's own condition (`flow_steps.skip_logic`); null: it always applies. */
  showWhen: Condition | null;
}

/** A stage as a portal write sees it for this client. */
export interface JourneyStage extends StageRow {
  /** It has a submitted answer (a draft is not one). */
  completed: boolean;
  /** Its condition holds over the client's submitted answers. */
  applies: boolean;
  /** Its fields hidden by their conditions over the submitted answers (all when it does not apply). */
  hiddenFieldIds: string[];
}

/** A stage's stored answer row: a draft or a submission. */
export interface StoredAnswers {
  status: string;
  answers: Answers;
}

/** A journey's live stages in order, their conditions read as conditions. */
export async function readStages(db: Kysely<Database>, templateId: string | null): Promise<StageRow[]> {
  if (!templateId) return [];
  const rows = await db
    .selectFrom('flow_steps')
    .select([
      'id',
      'step_order as order',
      'step_type as stepType',
      'phase',
      'name',
      'form_config as fields',
      'skip_logic as showWhen',
    ])
    .where('template_id', '=', templateId)
    .where('deleted_at', 'is', null)
    .orderBy('step_order')
    .orderBy('id')
    .execute();
  return rows.map((s) => ({
    ...s,
    phase: s.phase as Phase,
    fields: storedFields(s.fields),
    showWhen: storedCondition(s.showWhen),
  }));
}

/** Each stage's submitted answers (drafts left out): what conditions read. */
export const submittedAnswers = (stored: ReadonlyMap<string, StoredAnswers>) =>
  new Map([...stored].filter(([, row]) => row.status !== 'draft').map(([id, row]) => [id, row.answers]));

/**
 * The project's journey inside a write: locks the project row (one portal write per client at a
 * time, so counts and `current_step` stay exact), then reads its live stages and this client's
 * stored answers. Which stages apply, and which fields show, follow from the submitted answers;
 * the statuses (core's portalStepStatuses: a stage after an unsigned agreement is locked) are
 * those of the applying stages, so a skipped stage neither counts nor holds the next one back.
 */
export async function lockJourney(trx: Trx, project: Pick<PortalProject, 'id' | 'templateId'>) {
  await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().executeTakeFirstOrThrow();
  const [stageRows, answerRows] = await Promise.all([
    readStages(trx, project.templateId),
    trx
      .selectFrom('form_submissions')
      .select(['step_id', 'status', 'response_data'])
      .where('project_id', '=', project.id)
      .where('step_id', 'is not', null)
      .execute(),
  ]);
  const stored = new Map<string, StoredAnswers>(
    answerRows.map((r) => [r.step_id as string, { status: r.status, answers: (r.response_data ?? {}) as Answers }]),
  );
  const submitted = submittedAnswers(stored);
  const visibility = visibilityOf(stageRows, (id) => submitted.get(id));
  const stages: JourneyStage[] = stageRows.map((s, i) => ({
    ...s,
    completed: submitted.has(s.id),
    applies: visibility[i]?.applies ?? true,
    hiddenFieldIds: visibility[i]?.hiddenFieldIds ?? [],
  }));
  const applying = stages.filter((s) => s.applies);
  const statuses = portalStepStatuses(applying);
  const statusOf = new Map(applying.map((s, i) => [s.id, statuses[i]]));
  return {
    stages,
    /** Each stage's stored answers (drafts and submissions). */
    stored,
    submitted,
    /** The stage `stageId` of this journey, open to the client; 404 / 409 otherwise. */
    openStage(stageId: string): JourneyStage {
      const stage = stages.find((s) => s.id === stageId);
      if (!stage) throw notFound(PORTAL_MESSAGES.stageNotFound);
      if (!stage.applies) throw notFound(PORTAL_MESSAGES.stageNotApplicable);
      if (statusOf.get(stageId) === 'locked') {
        throw new ServiceError(ERROR_CODES.STAGE_LOCKED, PORTAL_MESSAGES.stageLocked);
      }
      return stage;
    },
  };
}

export type LockedJourney = Awaited<ReturnType<typeof lockJourney>>;

/**
 * After any portal write: `current_step` becomes the count of submitted stages that apply
 * (docs/product.md#answering-a-stage: the count comes from the submissions), the stages that do
 * not apply are kept as `skipped_step_ids`, and a journey whose count reaches its applying stages
 * is 'completed' (an archived client stays archived). `progress.settled` says so every time.
 */
export async function settleProgress(trx: Trx, events: Events, projectId: string, stages: readonly StageRow[]) {
  const rows = stages.length
    ? await trx
        .selectFrom('form_submissions')
        .select(['step_id', 'response_data'])
        .where('project_id', '=', projectId)
        .where(
          'step_id',
          'in',
          stages.map((s) => s.id),
        )
        .where('status', '<>', 'draft')
        .execute()
    : [];
  const progress = journeyProgress(
    stages,
    new Map(rows.map((r) => [r.step_id as string, (r.response_data ?? {}) as Answers])),
  );
  // The row is locked by lockJourney: what it says now is what the update below changes.
  const before = await trx
    .selectFrom('projects')
    .select(['status', 'workspace_id'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('projects')
    .set({
      current_step: progress.completedCount,
      skipped_step_ids: JSON.stringify(progress.skipped),
      updated_at: new Date(),
      ...(progress.journeyComplete
        ? {
            status: sql<ClientStatus>`CASE WHEN status = 'active' THEN 'completed' ELSE status END`,
            // The first completion stays (a restored client completing again keeps it).
            completed_at: sql<Date>`CASE WHEN status = 'active' THEN coalesce(completed_at, now()) ELSE completed_at END`,
          }
        : {}),
    })
    .where('id', '=', projectId)
    .execute();
  const clientEvent = { workspaceId: before.workspace_id, clientId: projectId };
  await events.publish(trx, 'progress.settled', clientEvent);
  // journey.completed once: when the status turns completed (the last applying stage is the one reached).
  if (progress.journeyComplete && before.status === 'active') {
    await events.publish(trx, 'journey.completed', { ...clientEvent, lastStageId: progress.lastStageId });
  }
  return {
    completedCount: progress.completedCount,
    totalCount: progress.totalCount,
    journeyComplete: progress.journeyComplete,
  };
}

/**
 * A stage done by something other than answers: an agreement everyone signed, a payment made.
 * Its submission row says so with no answers, as 'reviewed' (nothing waits for the owner's
 * review, so it is never 'awaiting review' in the inbox), and the journey recounts as after any
 * submission. A stage that does not apply to the client is still recorded
 * (the signature or payment happened) but never counted. Locks the project like every portal write.
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
  return settleProgress(trx, events, project.id, journey.stages);
}
