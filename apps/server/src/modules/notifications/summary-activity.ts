import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** How many items of each list the email names; the rest is a count and a link. */
export const SUMMARY_LIST_LIMIT = 10;
/** The clients waiting longest. */
export const SUMMARY_WAITING_LIMIT = 5;

export interface SummaryList<T> {
  total: number;
  items: T[];
}

export interface WeekActivity {
  submissions: SummaryList<{ id: string; clientName: string; stageName: string }>;
  testimonials: SummaryList<{ id: string; clientName: string; rating: number | null }>;
  finished: SummaryList<{ id: string; clientName: string; projectName: string }>;
  /** Active clients with an open stage, the longest waiting first (not news: never sends a summary alone). */
  waiting: { id: string; clientName: string; stageName: string; since: Date }[];
}

export const nothingHappened = (a: WeekActivity) =>
  a.submissions.total === 0 && a.testimonials.total === 0 && a.finished.total === 0;

type Counted<T> = T & { total: string };
const listOf = <T, U>(rows: Counted<T>[], map: (row: T) => U): SummaryList<U> => ({
  total: Number(rows[0]?.total ?? 0),
  items: rows.map(map),
});

/**
 * What happened in a workspace between `start` (included) and `end` (excluded): answers to
 * stages (testimonials apart), testimonials, clients whose last stage came in (their newest
 * submission is when they finished), and the clients who have waited longest on an open stage:
 * the first live stage not answered or sent back for changes, waiting since the later of the
 * client's creation, their last answer and the owner's last change request.
 */
export async function weekActivity(
  trx: Kysely<Database>,
  workspaceId: string,
  { start, end }: { start: Date; end: Date },
): Promise<WeekActivity> {
  const [submissions, testimonials, finished, waiting] = await Promise.all([
    sql<Counted<{ id: string; client_name: string; stage_name: string }>>`
      SELECT f.id, p.client_name, s.name AS stage_name, count(*) OVER () AS total
      FROM form_submissions f
      JOIN projects p ON p.id = f.project_id
      JOIN flow_steps s ON s.id = f.step_id
      WHERE p.workspace_id = ${workspaceId} AND f.status <> 'draft' AND s.step_type <> 'testimonial'
        AND f.submitted_at >= ${start} AND f.submitted_at < ${end}
      ORDER BY f.submitted_at, f.id
      LIMIT ${SUMMARY_LIST_LIMIT}`.execute(trx),
    sql<Counted<{ id: string; client_name: string; rating: number | null }>>`
      SELECT t.id, p.client_name, t.rating, count(*) OVER () AS total
      FROM testimonials t
      JOIN projects p ON p.id = t.project_id
      WHERE p.workspace_id = ${workspaceId} AND t.created_at >= ${start} AND t.created_at < ${end}
      ORDER BY t.created_at, t.id
      LIMIT ${SUMMARY_LIST_LIMIT}`.execute(trx),
    sql<Counted<{ id: string; client_name: string; name: string }>>`
      SELECT p.id, p.client_name, p.name, count(*) OVER () AS total
      FROM projects p
      CROSS JOIN LATERAL (
        SELECT max(f.submitted_at) AS at FROM form_submissions f WHERE f.project_id = p.id AND f.status <> 'draft'
      ) done
      WHERE p.workspace_id = ${workspaceId} AND p.status = 'completed' AND done.at >= ${start} AND done.at < ${end}
      ORDER BY done.at, p.id
      LIMIT ${SUMMARY_LIST_LIMIT}`.execute(trx),
    sql<{ id: string; client_name: string; stage_name: string; since: Date }>`
      SELECT p.id, p.client_name, open.name AS stage_name,
        GREATEST(
          p.created_at,
          (SELECT max(f.updated_at) FROM form_submissions f WHERE f.project_id = p.id AND f.status <> 'draft'),
          (SELECT max(e.created_at) FROM submission_events e JOIN form_submissions f ON f.id = e.submission_id
            WHERE f.project_id = p.id AND e.action = 'changes_requested')
        ) AS since
      FROM projects p
      CROSS JOIN LATERAL (
        SELECT s.name FROM flow_steps s
        WHERE s.template_id = p.template_id AND s.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM form_submissions f
            WHERE f.project_id = p.id AND f.step_id = s.id AND f.status IN ('submitted', 'reviewed'))
        ORDER BY s.step_order, s.id
        LIMIT 1
      ) open
      WHERE p.workspace_id = ${workspaceId} AND p.status = 'active' AND p.erased_at IS NULL
      ORDER BY since, p.id
      LIMIT ${SUMMARY_WAITING_LIMIT}`.execute(trx),
  ]);
  return {
    submissions: listOf(submissions.rows, (r) => ({ id: r.id, clientName: r.client_name, stageName: r.stage_name })),
    testimonials: listOf(testimonials.rows, (r) => ({ id: r.id, clientName: r.client_name, rating: r.rating })),
    finished: listOf(finished.rows, (r) => ({ id: r.id, clientName: r.client_name, projectName: r.name })),
    waiting: waiting.rows.map((r) => ({
      id: r.id,
      clientName: r.client_name,
      stageName: r.stage_name,
      since: new Date(r.since),
    })),
  };
}
