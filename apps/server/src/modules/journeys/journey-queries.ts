import { type DeliverableSlotDto, JOURNEY_MESSAGES, type JourneySummaryDto } from '@bloom/core';
import { type Selectable, sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { DeliverableSlotsTable, FlowTemplatesTable } from '../../platform/db/schema';
import { builtinJourneysVersion } from './builtin-version';

type TemplateRow = Selectable<FlowTemplatesTable>;

/** Built-ins (no workspace) and the owner's own journeys; never another workspace's. */
export function visibleTemplates(ctx: OwnerContext) {
  return ctx.db
    .selectFrom('flow_templates')
    .selectAll()
    .where((eb) => eb.or([eb('workspace_id', '=', ctx.workspaceId), eb('workspace_id', 'is', null)]));
}

/** A stage's slot as the API answers it: in its journey, and on the client's deliverables page. */
export const slotDto = (d: Selectable<DeliverableSlotsTable>): DeliverableSlotDto => ({
  id: d.id,
  slotType: d.slot_type,
  label: d.label,
  description: d.description,
  isRequired: d.is_required,
  displayOrder: d.display_order,
});

/** A summary as the list statement builds it: dates already ISO strings, counts numbers. */
interface SummaryJson {
  id: string;
  workspaceId: string | null;
  name: string;
  description: string | null;
  isDefault: boolean;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
  stages: number;
  onboarding: number;
  deliverables: number;
  feedback: number;
}

interface ListRow {
  /** The built-ins' version (builtin-version.ts): their summaries stay as they are while it does. */
  version: string;
  /** In list order; a built-in whose summary this process holds for `version` comes as its id only. */
  journeys: (SummaryJson | string)[] | null;
  /** [journey id, the workspace's projects on it, of which active]. */
  usage: [string, number, number][] | null;
}

/**
 * Built-ins plus the workspace's journeys, newest first, as summaries: one statement whatever
 * their number, built as JSON by PostgreSQL. The built-ins' summaries (all but their usage) change
 * only with the seed or a migration, so this process keeps them by that version, which the same
 * statement reads: when it is the one held here their stages are not counted again. The
 * workspace's own journeys and every usage count are read fresh (docs/decisions/010-measured-speed.md).
 */
export async function listJourneys({ db, workspaceId }: OwnerContext): Promise<JourneySummaryDto[]> {
  let row = await queryList(db, workspaceId, heldVersion);
  let summaries = withBuiltins(row);
  if (!summaries) {
    // The held summaries were dropped since the hint was sent (another version came): ask again without it.
    row = await queryList(db, workspaceId, '');
    summaries = withBuiltins(row) ?? [];
  }
  const usage = new Map((row.usage ?? []).map((u) => [u[0], u]));
  return summaries.map((s) => summaryDto(s, usage.get(s.id)));
}

/**
 * The one statement; `known` is the built-ins' version whose summaries this process holds. Dates
 * are formatted as `toISOString` does (UTC, milliseconds cut, not rounded).
 */
async function queryList(db: Db, workspaceId: string, known: string): Promise<ListRow> {
  const { rows } = await sql<ListRow>`
    SELECT v.version,
      (SELECT json_agg(CASE WHEN t.workspace_id IS NULL AND v.version = ${known} THEN to_json(t.id) ELSE
          (SELECT json_build_object('id', t.id, 'workspaceId', t.workspace_id, 'name', t.name,
              'description', t.description, 'isDefault', t.is_default, 'isArchived', t.is_archived,
              'createdAt', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'updatedAt', to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'stages', count(*), 'onboarding', count(*) FILTER (WHERE s.phase = 'onboarding'),
              'deliverables', count(*) FILTER (WHERE s.phase = 'deliverables'),
              'feedback', count(*) FILTER (WHERE s.phase = 'feedback'))
            FROM flow_steps s WHERE s.template_id = t.id AND s.deleted_at IS NULL) END
          ORDER BY t.created_at DESC, t.name)
        FROM flow_templates t WHERE t.workspace_id = ${workspaceId} OR t.workspace_id IS NULL) AS journeys,
      (SELECT json_agg(json_build_array(u.template_id, u.total, u.active))
        FROM (SELECT template_id, count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active
          FROM projects WHERE workspace_id = ${workspaceId} AND template_id IS NOT NULL GROUP BY template_id) u) AS usage
    FROM (SELECT ${builtinJourneysVersion} AS version) v`.execute(db);
  return rows[0] as ListRow;
}

/** The row's summaries with the held built-ins in place of their ids; null if one is not held. */
function withBuiltins(row: ListRow): SummaryJson[] | null {
  const journeys = row.journeys ?? [];
  const fresh = journeys.filter((j): j is SummaryJson => typeof j !== 'string' && j.workspaceId === null);
  if (fresh.length) keepBuiltins(row.version, fresh);
  const held = builtinsByVersion.get(row.version);
  const summaries: SummaryJson[] = [];
  for (const j of journeys) {
    const summary = typeof j === 'string' ? held?.get(j) : j;
    if (!summary) return null;
    summaries.push(summary);
  }
  return summaries;
}

/** The built-ins' summaries by version, newest last: more than one only while versions change (tests seed others). */
const builtinsByVersion = new Map<string, Map<string, SummaryJson>>();
let heldVersion = '';

function keepBuiltins(version: string, summaries: SummaryJson[]) {
  builtinsByVersion.delete(version);
  if (builtinsByVersion.size >= 4) builtinsByVersion.delete(builtinsByVersion.keys().next().value as string);
  builtinsByVersion.set(version, new Map(summaries.map((s) => [s.id, s])));
  heldVersion = version;
}

function summaryDto(s: SummaryJson, usage: [string, number, number] | undefined): JourneySummaryDto {
  return {
    id: s.id,
    workspaceId: s.workspaceId,
    origin: s.workspaceId === null ? 'builtin' : 'workspace',
    name: s.name,
    description: s.description,
    isDefault: s.isDefault,
    isArchived: s.isArchived,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    usageCount: usage?.[1] ?? 0,
    activeClients: usage?.[2] ?? 0,
    stageCount: s.stages,
    phaseStageCounts: { onboarding: s.onboarding, deliverables: s.deliverables, feedback: s.feedback },
  };
}

export async function findTemplate(ctx: OwnerContext, id: string): Promise<TemplateRow> {
  const row = await visibleTemplates(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(JOURNEY_MESSAGES.notFound);
  return row;
}
