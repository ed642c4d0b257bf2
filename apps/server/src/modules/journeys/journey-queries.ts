import {
  type Condition,
  type DeliverableSlotDto,
  defaultAgreementConfig,
  defaultPaymentConfig,
  type FormField,
  JOURNEY_MESSAGES,
  type JourneyDto,
  type JourneyStepDto,
  type JourneySummaryDto,
  type StageAgreementConfig,
  type StageDueRule,
  type StagePaymentConfig,
} from '@bloom/core';
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

type BaseRow = Pick<
  TemplateRow,
  'id' | 'workspace_id' | 'name' | 'description' | 'is_default' | 'is_archived' | 'created_at' | 'updated_at'
>;

/** A journey's own fields as the details show them, less the usage counts. */
function baseDto(t: BaseRow) {
  return {
    id: t.id,
    workspaceId: t.workspace_id,
    origin: t.workspace_id === null ? ('builtin' as const) : ('workspace' as const),
    name: t.name,
    description: t.description,
    isDefault: t.is_default,
    isArchived: t.is_archived,
    createdAt: t.created_at.toISOString(),
    updatedAt: t.updated_at.toISOString(),
  };
}

export async function findTemplate(ctx: OwnerContext, id: string): Promise<TemplateRow> {
  const row = await visibleTemplates(ctx).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(JOURNEY_MESSAGES.notFound);
  return row;
}

export async function getJourney(ctx: OwnerContext, id: string): Promise<JourneyDto> {
  const [dto] = await toDtos(ctx, [await findTemplate(ctx, id)]);
  if (!dto) throw notFound(JOURNEY_MESSAGES.notFound);
  return dto;
}

async function toDtos(ctx: OwnerContext, rows: TemplateRow[]): Promise<JourneyDto[]> {
  if (rows.length === 0) return [];
  const { db, workspaceId } = ctx;
  const ids = rows.map((r) => r.id);
  const steps = await db
    .selectFrom('flow_steps')
    .selectAll()
    .where('template_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('template_id')
    .orderBy('step_order')
    .execute();
  const stepIds = steps.map((s) => s.id);
  const [slots, submissionCounts, usage] = await Promise.all([
    stepIds.length
      ? db
          .selectFrom('deliverable_slots')
          .selectAll()
          .where('step_id', 'in', stepIds)
          .orderBy('display_order')
          .execute()
      : [],
    stepIds.length
      ? db
          .selectFrom('form_submissions as s')
          .innerJoin('projects as p', 'p.id', 's.project_id')
          .select(['s.step_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where('p.workspace_id', '=', workspaceId)
          .where('s.step_id', 'in', stepIds)
          .groupBy('s.step_id')
          .execute()
      : [],
    db
      .selectFrom('projects')
      .select([
        'template_id',
        (eb) => eb.fn.countAll<string>().as('total'),
        (eb) => eb.fn.countAll<string>().filterWhere('status', '=', 'active').as('active'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('template_id', 'in', ids)
      .groupBy('template_id')
      .execute(),
  ]);

  const slotsByStep = groupBy(slots, (s) => s.step_id);
  const countByStep = new Map(submissionCounts.map((r) => [r.step_id, Number(r.n)]));
  const usageByTemplate = new Map(usage.map((u) => [u.template_id, u]));
  const stepsByTemplate = groupBy(steps, (s) => s.template_id);

  return rows.map((t) => {
    const used = usageByTemplate.get(t.id);
    return {
      ...baseDto(t),
      introText: t.intro_text,
      usageCount: Number(used?.total ?? 0),
      activeClients: Number(used?.active ?? 0),
      steps: (stepsByTemplate.get(t.id) ?? []).map(
        (s): JourneyStepDto => ({
          id: s.id,
          stepOrder: s.step_order,
          stepType: s.step_type,
          phase: s.phase,
          name: s.name,
          description: s.description,
          formConfig: s.form_config as FormField[],
          deliverableSlots: (slotsByStep.get(s.id) ?? []).map(slotDto),
          agreement: stageAgreement(s),
          payment: stagePayment(s),
          // Saved through normalizeStages, so these are core's shapes (fields carry theirs in formConfig).
          showWhen: (s.skip_logic as Condition | null) ?? null,
          due: (s.due_rule as StageDueRule | null) ?? null,
          submissionCount: countByStep.get(s.id) ?? 0,
        }),
      ),
    };
  });
}

/** An agreement stage's config as saved (a blank one if it has none); null on other stages. */
const stageAgreement = (s: { step_type: string; name: string; agreement: unknown }): StageAgreementConfig | null =>
  s.step_type === 'agreement' ? ((s.agreement as StageAgreementConfig | null) ?? defaultAgreementConfig(s.name)) : null;

/** A payment stage's config as saved (a blank one if it has none); null on other stages. */
const stagePayment = (s: { step_type: string; name: string; payment: unknown }): StagePaymentConfig | null =>
  s.step_type === 'payment' ? ((s.payment as StagePaymentConfig | null) ?? defaultPaymentConfig(s.name)) : null;

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
