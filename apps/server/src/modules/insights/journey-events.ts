import { type Kysely, sql } from 'kysely';
import type { Database, JourneyEventsTable } from '../../platform/db/schema';

/**
 * What a client did, recorded in the transaction of the change itself (migration 015,
 * docs/decisions/028-journey-insights.md): the triggers on journey_events refresh the client's
 * insights from it. The kinds that happen once per client and stage ('opened', 'stage_started',
 * 'submitted', 'completed') keep their first time; a repeat is ignored.
 */
type Kind = JourneyEventsTable['kind'];

export async function recordJourneyEvent(
  trx: Kysely<Database>,
  projectId: string,
  kind: Exclude<Kind, 'stage_started'>,
  stepId: string | null = null,
): Promise<void> {
  await sql`INSERT INTO journey_events (workspace_id, project_id, template_id, step_id, kind)
    SELECT workspace_id, id, template_id, ${stepId}, ${kind} FROM projects WHERE id = ${projectId}
    ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * A stage's first view or draft: only a live stage of the client's journey still without an
 * answer starts (a stage id from the browser that is none of these changes nothing).
 */
export async function recordStageStarted(trx: Kysely<Database>, projectId: string, stageId: string): Promise<void> {
  await sql`INSERT INTO journey_events (workspace_id, project_id, template_id, step_id, kind)
    SELECT p.workspace_id, p.id, p.template_id, s.id, 'stage_started'
    FROM projects p JOIN flow_steps s ON s.template_id = p.template_id AND s.id = ${stageId} AND s.deleted_at IS NULL
    WHERE p.id = ${projectId} AND NOT EXISTS (SELECT 1 FROM form_submissions f
      WHERE f.project_id = p.id AND f.step_id = s.id AND f.status <> 'draft')
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** A stage's first submission: the event, and the client's last progress (the stuck list waits from it). */
export async function recordStageSubmitted(trx: Kysely<Database>, projectId: string, stageId: string): Promise<void> {
  await recordJourneyEvent(trx, projectId, 'submitted', stageId);
  await trx.updateTable('projects').set({ progress_at: sql<Date>`now()` }).where('id', '=', projectId).execute();
}
