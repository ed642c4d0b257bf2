import { type Kysely, sql } from 'kysely';

/**
 * Insights count only the stages that apply to each client (conditional logic, migration 026):
 * a stage listed in the client's `projects.skipped_step_ids` gives them no submission, sending
 * back, time or wait there, the previous stage of a stage's time is the previous one that applies,
 * and a new fact `skipped` (one per live stage that does not apply) lets a stage's share leave
 * those clients out. A change of `skipped_step_ids` refreshes the client's facts like a change of
 * status does. Clients whose list is already kept are refreshed now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(factsFunction(true)).execute(db);
  await sql.raw(changedProjectsFunction(true)).execute(db);
  await sql`SELECT refresh_client_insights(ARRAY(SELECT id FROM projects WHERE skipped_step_ids <> '[]'::jsonb))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(factsFunction(false)).execute(db);
  await sql.raw(changedProjectsFunction(false)).execute(db);
  await sql`SELECT rebuild_insights()`.execute(db);
}

/**
 * Migration 015's insight_facts, with (`applying`) or without the stages that do not apply. A
 * stage's time runs from its first view or draft, else the previous (applying) stage's first
 * submission when earlier, else the client's creation, to its first submission.
 */
function factsFunction(applying: boolean): string {
  const applies = (step: string) => (applying ? `AND NOT (p.skipped_step_ids ? ${step})` : '');
  const skipped = applying
    ? `UNION ALL SELECT s.id, 'skipped', -1::smallint, 1 FROM flow_steps s
        WHERE s.template_id = p.template_id AND s.deleted_at IS NULL AND p.skipped_step_ids ? s.id`
    : '';
  return `CREATE OR REPLACE FUNCTION insight_facts(ids uuid[]) RETURNS TABLE (project_id uuid, workspace_id uuid,
      template_id text, day date, status text, step_id text, metric text, bucket smallint, n integer)
    LANGUAGE sql STABLE AS $$
    SELECT p.id, p.workspace_id, coalesce(p.template_id, ''), (p.created_at AT TIME ZONE 'UTC')::date, p.status,
      f.step_id, f.metric, f.bucket, f.n
    FROM projects p
    CROSS JOIN LATERAL (
      SELECT ''::text AS step_id, 'invited'::text AS metric, -1::smallint AS bucket, 1 AS n
      UNION ALL SELECT '', 'opened', -1::smallint, 1 WHERE p.portal_first_opened_at IS NOT NULL
      UNION ALL SELECT '', 'completed', -1::smallint, 1 WHERE p.completed_at IS NOT NULL
      UNION ALL SELECT '', 'time_total', insight_bucket(extract(epoch FROM p.completed_at - p.created_at)), 1
        WHERE p.completed_at IS NOT NULL
      UNION ALL SELECT e.step_id, 'submitted', -1::smallint, 1 FROM journey_events e
        WHERE e.project_id = p.id AND e.kind = 'submitted' AND e.step_id IS NOT NULL ${applies('e.step_id')}
      UNION ALL SELECT e.step_id, 'sent_back', -1::smallint, count(*)::int FROM journey_events e
        WHERE e.project_id = p.id AND e.kind = 'sent_back' AND e.step_id IS NOT NULL ${applies('e.step_id')}
        GROUP BY e.step_id
      ${skipped}
      UNION ALL (SELECT s.id, 'waiting', -1::smallint, 1 FROM flow_steps s
        WHERE p.status = 'active' AND s.template_id = p.template_id AND s.deleted_at IS NULL ${applies('s.id')}
          AND NOT EXISTS (SELECT 1 FROM journey_events e
            WHERE e.project_id = p.id AND e.kind = 'submitted' AND e.step_id = s.id)
        ORDER BY s.step_order, s.id LIMIT 1)
      UNION ALL SELECT t.id, 'time_stage', insight_bucket(extract(epoch FROM t.done - t.began)), 1
      FROM (
        SELECT s.id, sub.occurred_at AS done,
          coalesce(sta.occurred_at,
            CASE WHEN lag(sub.occurred_at) OVER w <= sub.occurred_at THEN lag(sub.occurred_at) OVER w END,
            p.created_at) AS began
        FROM flow_steps s
        LEFT JOIN journey_events sub ON sub.project_id = p.id AND sub.kind = 'submitted' AND sub.step_id = s.id
        LEFT JOIN journey_events sta ON sta.project_id = p.id AND sta.kind = 'stage_started' AND sta.step_id = s.id
        WHERE s.template_id = p.template_id AND s.deleted_at IS NULL ${applies('s.id')}
        WINDOW w AS (ORDER BY s.step_order, s.id)
      ) t
      WHERE t.done IS NOT NULL
    ) f
    WHERE p.id = ANY(ids)
  $$`;
}

/** Migration 015's trigger function on changed clients, watching `skipped_step_ids` too (`applying`). */
function changedProjectsFunction(applying: boolean): string {
  const columns = `n.status, n.template_id, n.portal_first_opened_at, n.completed_at${applying ? ', n.skipped_step_ids' : ''}`;
  return `CREATE OR REPLACE FUNCTION insights_on_changed_projects() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_client_insights(ARRAY(
      SELECT n.id FROM new_projects n JOIN old_projects o ON o.id = n.id
      WHERE (${columns}) IS DISTINCT FROM (${columns.replaceAll('n.', 'o.')})));
    RETURN NULL;
  END $$`;
}
