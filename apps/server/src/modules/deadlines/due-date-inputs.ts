import { isTimeZone, localDateKey, type StageDueRule, stageDueRuleSchema, TIMEZONE_FALLBACK } from '@bloom/core';
import { sql } from 'kysely';
import type { EventTrx } from '../../kernel/events';

/** One live stage of a client's journey, as its due date is computed. */
export interface DueInputStage {
  id: string;
  name: string;
  order: number;
  rule: StageDueRule | null;
  /** Not among the client's skipped stages (its conditions hold). */
  applies: boolean;
  /** The local date of its first submission that is not a draft; null while open. */
  completedOn: string | null;
}

/** What one client's due dates are computed from, and the rows kept for them now. */
export interface ClientDueInputs {
  clientId: string;
  workspaceId: string;
  timeZone: string;
  /** The local date the client started: the invitation sent or the portal first opened, the earlier. */
  startedOn: string | null;
  stages: DueInputStage[];
  /** The owner's dates by stage id (rows of stale stages included, so they can be removed). */
  overrides: Map<string, string>;
  /** The stage ids that have a row in stage_due_dates. */
  kept: Set<string>;
}

/** The client's clock: their browser's zone, else the workspace's, else UTC (a zone Intl refuses reads as UTC). */
const zoneOf = (client: string | null, workspace: string | null) =>
  isTimeZone(client) ? client : isTimeZone(workspace) ? workspace : TIMEZONE_FALLBACK;

/** A stored rule core reads; anything else (a hand-edited row) reads as no rule. */
const ruleOf = (value: unknown): StageDueRule | null => {
  const parsed = stageDueRuleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

export interface LoadOptions {
  /** Only clients of this workspace (an owner's request); none for a reaction that already knows. */
  workspaceId?: string;
  /**
   * Lock the clients' rows first, like every portal write: a concurrent write waits, so the dates
   * written here are computed from what it committed, never from what it is about to change.
   */
  lock?: boolean;
}

/**
 * The inputs of `clientIds` (one query per table, whatever their number), in id order; a client
 * that does not exist (or is another workspace's) is left out.
 */
export async function loadDueInputs(
  db: EventTrx,
  clientIds: readonly string[],
  { workspaceId, lock = false }: LoadOptions = {},
): Promise<ClientDueInputs[]> {
  if (clientIds.length === 0) return [];
  let projects = db
    .selectFrom('projects as p')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .select([
      'p.id',
      'p.workspace_id',
      'p.template_id',
      'p.client_timezone',
      'w.timezone',
      'p.invitation_sent_at',
      'p.portal_first_opened_at',
      'p.skipped_step_ids',
    ])
    .where('p.id', 'in', clientIds)
    .$if(workspaceId !== undefined, (q) => q.where('p.workspace_id', '=', workspaceId ?? ''))
    .orderBy('p.id');
  if (lock) projects = projects.forUpdate('p');
  const clients = await projects.execute();
  if (clients.length === 0) return [];
  const ids = clients.map((c) => c.id);
  const templateIds = [...new Set(clients.map((c) => c.template_id).filter((t): t is string => t !== null))];
  const [stages, submitted, rows] = await Promise.all([
    templateIds.length
      ? db
          .selectFrom('flow_steps')
          .select(['id', 'template_id', 'name', 'step_order', 'due_rule'])
          .where('template_id', 'in', templateIds)
          .where('deleted_at', 'is', null)
          .orderBy('template_id')
          .orderBy('step_order')
          .orderBy('id')
          .execute()
      : [],
    db
      .selectFrom('form_submissions')
      .select(['project_id', 'step_id', 'submitted_at'])
      .where('project_id', 'in', ids)
      .where('step_id', 'is not', null)
      .where('status', '<>', 'draft')
      .execute(),
    db
      .selectFrom('stage_due_dates')
      .select(['project_id', 'step_id', sql<string | null>`to_char(override_on, 'YYYY-MM-DD')`.as('override_on')])
      .where('project_id', 'in', ids)
      .execute(),
  ]);

  const stagesOf = new Map<string, typeof stages>();
  for (const s of stages) stagesOf.set(s.template_id, [...(stagesOf.get(s.template_id) ?? []), s]);
  const doneAt = new Map<string, Date>();
  for (const s of submitted) {
    const key = `${s.project_id}/${s.step_id}`;
    const at = doneAt.get(key);
    if (!at || s.submitted_at < at) doneAt.set(key, s.submitted_at);
  }
  const rowsOf = new Map<string, typeof rows>();
  for (const r of rows) rowsOf.set(r.project_id, [...(rowsOf.get(r.project_id) ?? []), r]);

  return clients.map((c) => {
    const timeZone = zoneOf(c.client_timezone, c.timezone);
    const local = (at: Date) => localDateKey(at, timeZone);
    const skipped = new Set(Array.isArray(c.skipped_step_ids) ? c.skipped_step_ids : []);
    const started = earlier(c.invitation_sent_at, c.portal_first_opened_at);
    const kept = rowsOf.get(c.id) ?? [];
    return {
      clientId: c.id,
      workspaceId: c.workspace_id,
      timeZone,
      startedOn: started ? local(started) : null,
      stages: (c.template_id ? (stagesOf.get(c.template_id) ?? []) : []).map((s) => {
        const done = doneAt.get(`${c.id}/${s.id}`);
        return {
          id: s.id,
          name: s.name,
          order: s.step_order,
          rule: ruleOf(s.due_rule),
          applies: !skipped.has(s.id),
          completedOn: done ? local(done) : null,
        };
      }),
      overrides: new Map(kept.flatMap((r) => (r.override_on ? [[r.step_id, r.override_on] as const] : []))),
      kept: new Set(kept.map((r) => r.step_id)),
    };
  });
}
