import {
  type DeliverableSlotDto,
  type FormField,
  JOURNEY_MESSAGES,
  type JourneyDto,
  type JourneyStepDto,
  type JourneySummaryDto,
} from '@bloom/core';
import { type Selectable, sql } from 'kysely';
import type { FlowTemplatesTable } from '../../db/schema';
import type { OwnerContext } from '../owner-context';
import { notFound } from '../service-error';

type TemplateRow = Selectable<FlowTemplatesTable>;

/** Built-ins (no workspace) and the owner's own journeys; never another workspace's. */
export function visibleTemplates(ctx: OwnerContext) {
  return ctx.db
    .selectFrom('flow_templates')
    .selectAll()
    .where((eb) => eb.or([eb('workspace_id', '=', ctx.workspaceId), eb('workspace_id', 'is', null)]));
}

interface SummaryRow extends BaseRow {
  stages: string;
  onboarding: string;
  deliverables: string;
  feedback: string;
  total: string | null;
  active: string | null;
}

/**
 * Built-ins plus the workspace's journeys, newest first, as summaries: one query whatever their
 * number. Stages are counted through the (template_id, step_order) index, usage from the
 * workspace's own projects only. Written as SQL text: building it with the query builder cost
 * more than running it (docs/decisions/010-measured-speed.md).
 */
export async function listJourneys({ db, workspaceId }: OwnerContext): Promise<JourneySummaryDto[]> {
  const { rows } = await sql<SummaryRow>`
    SELECT t.id, t.workspace_id, t.name, t.description, t.is_default, t.is_archived, t.created_at,
      t.updated_at, s.stages, s.onboarding, s.deliverables, s.feedback, u.total, u.active
    FROM flow_templates t
    CROSS JOIN LATERAL (
      SELECT count(*) AS stages, count(*) FILTER (WHERE phase = 'onboarding') AS onboarding,
        count(*) FILTER (WHERE phase = 'deliverables') AS deliverables,
        count(*) FILTER (WHERE phase = 'feedback') AS feedback
      FROM flow_steps WHERE template_id = t.id AND deleted_at IS NULL) s
    LEFT JOIN (
      SELECT template_id, count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active
      FROM projects WHERE workspace_id = ${workspaceId} GROUP BY template_id) u ON u.template_id = t.id
    WHERE t.workspace_id = ${workspaceId} OR t.workspace_id IS NULL
    ORDER BY t.created_at DESC, t.name`.execute(db);
  return rows.map((t) => ({
    ...baseDto(t),
    usageCount: Number(t.total ?? 0),
    activeClients: Number(t.active ?? 0),
    stageCount: Number(t.stages),
    phaseStageCounts: {
      onboarding: Number(t.onboarding),
      deliverables: Number(t.deliverables),
      feedback: Number(t.feedback),
    },
  }));
}

type BaseRow = Pick<
  TemplateRow,
  'id' | 'workspace_id' | 'name' | 'description' | 'is_default' | 'is_archived' | 'created_at' | 'updated_at'
>;

/** The fields the list and the details share, less the usage counts. */
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
          deliverableSlots: (slotsByStep.get(s.id) ?? []).map(
            (d): DeliverableSlotDto => ({
              id: d.id,
              slotType: d.slot_type,
              label: d.label,
              description: d.description,
              isRequired: d.is_required,
              displayOrder: d.display_order,
            }),
          ),
          submissionCount: countByStep.get(s.id) ?? 0,
        }),
      ),
    };
  });
}

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
