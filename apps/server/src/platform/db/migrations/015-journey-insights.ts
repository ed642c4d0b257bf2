import { ALL_DAYS_LEVEL, ANY_STATUS, DURATION_BUCKETS, INSIGHT_BLOCK_LEVELS, OVERFLOW_BUCKET } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import { execStatements } from '../exec-statements';

/**
 * Journey insights (issue 23, docs/decisions/028-journey-insights.md):
 * - journey_events: what a client did, recorded with the change (no address, no user agent);
 *   the kinds that happen once per client and stage are unique;
 * - projects: when the portal was first opened, when the journey was completed, and the last
 *   progress (a stage's first submission), which the stuck list reads through a partial index;
 * - client_insight_facts: each client's contributions to the insights (cohort day, status,
 *   journey, stage, metric, duration bucket, count), rebuilt for a client by
 *   refresh_client_insights() whenever their events or columns change, which also applies the
 *   difference to insight_rollup: the same counts summed per workspace, journey and block of
 *   cohort days (aligned blocks of 1 to 256 days, and all days), the only table the insights read. A change to a journey's stage order or its stages refreshes
 *   its clients once, at commit.
 * Existing clients get what their rows show: the events are backfilled from the portal's last
 * visit, the answers and their review history, and the insights built with rebuild_insights().
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    CREATE TABLE journey_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workspace_id uuid NOT NULL,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      template_id text,
      step_id text,
      kind text NOT NULL CHECK (kind IN ('opened','stage_started','submitted','sent_back','resubmitted','completed')),
      occurred_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX journey_events_project ON journey_events (project_id);
    CREATE UNIQUE INDEX journey_events_once ON journey_events (project_id, kind, coalesce(step_id, ''))
      WHERE kind IN ('opened','stage_started','submitted','completed');

    ALTER TABLE projects
      ADD COLUMN portal_first_opened_at timestamptz,
      ADD COLUMN completed_at timestamptz,
      ADD COLUMN progress_at timestamptz;
    CREATE INDEX projects_stuck ON projects (workspace_id, (coalesce(progress_at, created_at)), id)
      WHERE status = 'active';
    CREATE INDEX projects_stuck_journey ON projects (workspace_id, template_id, (coalesce(progress_at, created_at)), id)
      WHERE status = 'active';

    -- '' for no journey or no stage, -1 for no bucket: the rollup's key has no nulls.
    CREATE TABLE client_insight_facts (
      project_id uuid NOT NULL,
      workspace_id uuid NOT NULL,
      template_id text NOT NULL,
      day date NOT NULL,
      status text NOT NULL,
      step_id text NOT NULL,
      metric text NOT NULL,
      bucket smallint NOT NULL,
      n integer NOT NULL
    );
    CREATE INDEX client_insight_facts_project ON client_insight_facts (project_id);

    -- Each count in aligned blocks of 2^level cohort days (core's insight-blocks.ts): block = day >> level;
    -- status '*' counts every client.
    CREATE TABLE insight_rollup (
      workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      template_id text NOT NULL,
      level smallint NOT NULL,
      block integer NOT NULL,
      status text NOT NULL,
      step_id text NOT NULL,
      metric text NOT NULL,
      bucket smallint NOT NULL,
      n integer NOT NULL,
      -- With n, a journey's blocks are read from the index alone.
      PRIMARY KEY (workspace_id, template_id, level, block, status, step_id, metric, bucket) INCLUDE (n)
    );
    -- The workspace's page and the dashboard card read only the client-level counts and who waits where.
    CREATE INDEX insight_rollup_workspace ON insight_rollup (workspace_id, level, block)
      INCLUDE (template_id, status, step_id, metric, bucket, n)
      WHERE step_id = '' OR metric = 'waiting';

    -- Journeys whose stages changed in the open transaction; their clients are refreshed at commit.
    CREATE TABLE insight_stale_templates (template_id text PRIMARY KEY);
  `,
  );
  // One statement each: a function body holds semicolons that execStatements would split on.
  for (const statement of FUNCTIONS) await sql.raw(statement).execute(db);
  await execStatements(db, BACKFILL);
  await sql`SELECT rebuild_insights()`.execute(db);
  for (const statement of TRIGGERS) await sql.raw(statement).execute(db);
}

/** The bucket of a duration in seconds, from core's DURATION_BUCKETS (the same bounds, inclusive). */
const bucketCases = DURATION_BUCKETS.map((bound, i) => `WHEN $1 <= ${bound} THEN ${i}`).join(' ');
/** The rollup's levels, from core's INSIGHT_BLOCK_LEVELS and ALL_DAYS_LEVEL. */
const levels = [...INSIGHT_BLOCK_LEVELS, ALL_DAYS_LEVEL].map((level) => `(${level})`).join(', ');
/**
 * Facts `d` (a cohort `day`) as rollup rows: once per level, in that level's block, and under both
 * the client's status and ANY_STATUS (every client: the default view reads one row per key).
 */
const AT_LEVELS = `CROSS JOIN (VALUES ${levels}) AS lv(level) CROSS JOIN LATERAL (VALUES (d.status), ('${ANY_STATUS}')) AS st(status)`;
const BLOCK = "(d.day - DATE '1970-01-01') >> lv.level";

const FUNCTIONS = [
  `CREATE FUNCTION insight_bucket(double precision) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT (CASE ${bucketCases} ELSE ${OVERFLOW_BUCKET} END)::smallint
  $$`,
  // Each client's facts, for the clients in ids. A stage's time runs from its first view or draft,
  // else the previous stage's first submission (when earlier), else the client's creation, to its
  // first submission; only the journey's live stages have a time or a waiting client.
  `CREATE FUNCTION insight_facts(ids uuid[]) RETURNS TABLE (project_id uuid, workspace_id uuid, template_id text,
      day date, status text, step_id text, metric text, bucket smallint, n integer)
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
        WHERE e.project_id = p.id AND e.kind = 'submitted' AND e.step_id IS NOT NULL
      UNION ALL SELECT e.step_id, 'sent_back', -1::smallint, count(*)::int FROM journey_events e
        WHERE e.project_id = p.id AND e.kind = 'sent_back' AND e.step_id IS NOT NULL GROUP BY e.step_id
      UNION ALL (SELECT s.id, 'waiting', -1::smallint, 1 FROM flow_steps s
        WHERE p.status = 'active' AND s.template_id = p.template_id AND s.deleted_at IS NULL
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
        WHERE s.template_id = p.template_id AND s.deleted_at IS NULL
        WINDOW w AS (ORDER BY s.step_order, s.id)
      ) t
      WHERE t.done IS NOT NULL
    ) f
    WHERE p.id = ANY(ids)
  $$`,
  // Replaces the clients' facts and applies the difference to the rollup in one statement, its
  // rows in key order (so two refreshes never wait on each other crosswise). The clients' rows
  // are locked first: a refresh reads the facts the previous one left, never beside it. Planned
  // once per connection: planning the statement anew each time cost 2 ms, running it 0.25 ms.
  `CREATE FUNCTION refresh_client_insights(ids uuid[]) RETURNS void LANGUAGE plpgsql
    SET plan_cache_mode = force_generic_plan AS $$
  BEGIN
    IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
    PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
    WITH gone AS (
      DELETE FROM client_insight_facts f WHERE f.project_id = ANY(ids)
      RETURNING f.workspace_id, f.template_id, f.day, f.status, f.step_id, f.metric, f.bucket, -f.n AS n
    ), added AS (
      INSERT INTO client_insight_facts SELECT * FROM insight_facts(ids)
      RETURNING workspace_id, template_id, day, status, step_id, metric, bucket, n
    )
    -- What changed, fact by fact (usually a few rows, often none), then at every level.
    , delta AS (
      SELECT x.workspace_id, x.template_id, x.day, x.status, x.step_id, x.metric, x.bucket, sum(x.n) AS n
      FROM (SELECT * FROM gone UNION ALL SELECT * FROM added) x
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(x.n) <> 0
    )
    INSERT INTO insight_rollup AS r (workspace_id, template_id, level, block, status, step_id, metric, bucket, n)
    SELECT d.workspace_id, d.template_id, lv.level, ${BLOCK}, st.status, d.step_id, d.metric, d.bucket, sum(d.n)
    FROM delta d ${AT_LEVELS}
    -- A workspace being deleted takes its rollup with it.
    WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = d.workspace_id)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (workspace_id, template_id, level, block, status, step_id, metric, bucket)
      DO UPDATE SET n = r.n + excluded.n;
  END $$`,
  // Everything from scratch, set-based: the backfill, and after a bulk load with the triggers off.
  `CREATE FUNCTION rebuild_insights() RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    TRUNCATE client_insight_facts, insight_rollup;
    INSERT INTO client_insight_facts SELECT * FROM insight_facts(ARRAY(SELECT id FROM projects));
    INSERT INTO insight_rollup (workspace_id, template_id, level, block, status, step_id, metric, bucket, n)
      SELECT d.workspace_id, d.template_id, lv.level, ${BLOCK}, st.status, d.step_id, d.metric, d.bucket, sum(d.n)
      FROM client_insight_facts d ${AT_LEVELS} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  END $$`,
  `CREATE FUNCTION insights_on_events() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_client_insights(ARRAY(SELECT DISTINCT project_id FROM new_events));
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION insights_on_new_projects() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_client_insights(ARRAY(SELECT id FROM new_projects));
    RETURN NULL;
  END $$`,
  // Only the columns the facts read: visits, reminders and counts leave them alone.
  `CREATE FUNCTION insights_on_changed_projects() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_client_insights(ARRAY(
      SELECT n.id FROM new_projects n JOIN old_projects o ON o.id = n.id
      WHERE (n.status, n.template_id, n.portal_first_opened_at, n.completed_at)
        IS DISTINCT FROM (o.status, o.template_id, o.portal_first_opened_at, o.completed_at)));
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION insights_on_deleted_projects() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_client_insights(ARRAY(SELECT id FROM old_projects));
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION insights_mark_template() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND (NEW.template_id, NEW.step_order, NEW.deleted_at)
        IS NOT DISTINCT FROM (OLD.template_id, OLD.step_order, OLD.deleted_at) THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO insight_stale_templates VALUES (OLD.template_id) ON CONFLICT DO NOTHING;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO insight_stale_templates VALUES (NEW.template_id) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION insights_refresh_template() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM insight_stale_templates WHERE template_id = NEW.template_id;
    PERFORM refresh_client_insights(ARRAY(SELECT id FROM projects WHERE template_id = NEW.template_id));
    RETURN NULL;
  END $$`,
];

/** What existing rows already show, as events and the new columns. */
const BACKFILL = `
  UPDATE projects p SET
    portal_first_opened_at = p.portal_last_seen_at,
    progress_at = s.last_at,
    completed_at = CASE WHEN p.status = 'completed' THEN coalesce(s.last_at, p.updated_at) END
  FROM (SELECT pp.id, max(f.submitted_at) AS last_at FROM projects pp
    LEFT JOIN form_submissions f ON f.project_id = pp.id AND f.status <> 'draft' AND f.step_id IS NOT NULL
    GROUP BY pp.id) s
  WHERE s.id = p.id;
  INSERT INTO journey_events (workspace_id, project_id, template_id, kind, occurred_at)
    SELECT workspace_id, id, template_id, 'opened', portal_first_opened_at FROM projects
    WHERE portal_first_opened_at IS NOT NULL;
  INSERT INTO journey_events (workspace_id, project_id, template_id, step_id, kind, occurred_at)
    SELECT p.workspace_id, p.id, p.template_id, f.step_id, 'submitted', f.submitted_at
    FROM form_submissions f JOIN projects p ON p.id = f.project_id
    WHERE f.status <> 'draft' AND f.step_id IS NOT NULL;
  INSERT INTO journey_events (workspace_id, project_id, template_id, step_id, kind, occurred_at)
    SELECT p.workspace_id, p.id, p.template_id, f.step_id,
      CASE e.action WHEN 'changes_requested' THEN 'sent_back' ELSE 'resubmitted' END, e.created_at
    FROM submission_events e JOIN form_submissions f ON f.id = e.submission_id JOIN projects p ON p.id = f.project_id
    WHERE f.step_id IS NOT NULL AND (e.action = 'changes_requested' OR (e.action = 'resubmitted'
      AND EXISTS (SELECT 1 FROM submission_events c WHERE c.submission_id = e.submission_id
        AND c.action = 'changes_requested' AND c.created_at <= e.created_at)));
  INSERT INTO journey_events (workspace_id, project_id, template_id, kind, occurred_at)
    SELECT workspace_id, id, template_id, 'completed', completed_at FROM projects WHERE completed_at IS NOT NULL;
`;

const TRIGGERS = [
  `CREATE TRIGGER journey_events_insights AFTER INSERT ON journey_events
    REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION insights_on_events()`,
  `CREATE TRIGGER projects_insights_insert AFTER INSERT ON projects
    REFERENCING NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION insights_on_new_projects()`,
  `CREATE TRIGGER projects_insights_update AFTER UPDATE ON projects
    REFERENCING OLD TABLE AS old_projects NEW TABLE AS new_projects
    FOR EACH STATEMENT EXECUTE FUNCTION insights_on_changed_projects()`,
  `CREATE TRIGGER projects_insights_delete AFTER DELETE ON projects
    REFERENCING OLD TABLE AS old_projects FOR EACH STATEMENT EXECUTE FUNCTION insights_on_deleted_projects()`,
  `CREATE TRIGGER flow_steps_insights AFTER INSERT OR DELETE OR UPDATE OF template_id, step_order, deleted_at
    ON flow_steps FOR EACH ROW EXECUTE FUNCTION insights_mark_template()`,
  `CREATE CONSTRAINT TRIGGER insight_stale_templates_refresh AFTER INSERT ON insight_stale_templates
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION insights_refresh_template()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await execStatements(
    db,
    `
    DROP TRIGGER IF EXISTS insight_stale_templates_refresh ON insight_stale_templates;
    DROP TRIGGER IF EXISTS flow_steps_insights ON flow_steps;
    DROP TRIGGER IF EXISTS projects_insights_delete ON projects;
    DROP TRIGGER IF EXISTS projects_insights_update ON projects;
    DROP TRIGGER IF EXISTS projects_insights_insert ON projects;
    DROP TRIGGER IF EXISTS journey_events_insights ON journey_events;
    DROP FUNCTION IF EXISTS insights_refresh_template(), insights_mark_template(), insights_on_deleted_projects(),
      insights_on_changed_projects(), insights_on_new_projects(), insights_on_events(), rebuild_insights(),
      refresh_client_insights(uuid[]), insight_facts(uuid[]), insight_bucket(double precision);
    DROP TABLE IF EXISTS insight_stale_templates, insight_rollup, client_insight_facts, journey_events;
    DROP INDEX IF EXISTS projects_stuck_journey;
    DROP INDEX IF EXISTS projects_stuck;
    ALTER TABLE projects DROP COLUMN IF EXISTS progress_at, DROP COLUMN IF EXISTS completed_at,
      DROP COLUMN IF EXISTS portal_first_opened_at;
  `,
  );
}
