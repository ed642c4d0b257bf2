import type { Phase } from '@bloom/core';
import {
  duplicateJourneyName,
  JOURNEY_MESSAGES,
  type JourneyDto,
  normalizeStage,
  QUICK_JOURNEY_MESSAGES,
  type QuickJourneyInput,
  type SaveStagesInput,
  stagesInPhases,
} from '@bloom/core';
import type { Selectable, Transaction } from 'kysely';
import type { Database, FlowTemplatesTable } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import { findTemplate, getJourney, type JourneyContext, visibleTemplates } from './journey-queries';
import { sanitizeIntro } from './sanitize-intro';

type Trx = Transaction<Database>;

/** Built-ins are shared by every workspace: read-only, copy them to change them. */
function assertEditable(row: Selectable<FlowTemplatesTable>) {
  if (row.is_default || row.workspace_id === null)
    throw forbidden('BUILTIN_READ_ONLY', JOURNEY_MESSAGES.builtinReadOnly);
}

export async function createJourney(
  ctx: JourneyContext,
  input: { name: string; description?: string | null },
): Promise<JourneyDto> {
  const row = await ctx.db
    .insertInto('flow_templates')
    .values({ workspace_id: ctx.workspaceId, name: input.name, description: input.description || null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getJourney(ctx, row.id);
}

export async function updateJourney(
  ctx: JourneyContext,
  id: string,
  input: { name?: string; description?: string | null; introText?: string | null },
): Promise<JourneyDto> {
  assertEditable(await findTemplate(ctx, id));
  await ctx.db
    .updateTable('flow_templates')
    .set({
      name: input.name,
      description: input.description === undefined ? undefined : input.description || null,
      intro_text: input.introText === undefined ? undefined : sanitizeIntro(input.introText),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .execute();
  return getJourney(ctx, id);
}

/** Deleting a journey keeps its clients (their journey becomes unset) and their submissions. */
export async function deleteJourney(ctx: JourneyContext, id: string): Promise<{ name: string }> {
  const row = await findTemplate(ctx, id);
  assertEditable(row);
  await ctx.db.deleteFrom('flow_templates').where('id', '=', id).where('workspace_id', '=', ctx.workspaceId).execute();
  return { name: row.name };
}

/**
 * The editor's Save Changes, in one transaction. Stages that still exist keep their ids, so
 * clients' submissions stay attached; a removed stage with submissions is hidden, not deleted.
 */
export async function saveStages(ctx: JourneyContext, id: string, input: SaveStagesInput): Promise<JourneyDto> {
  assertEditable(await findTemplate(ctx, id));
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('flow_steps')
      .select('id')
      .where('template_id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .execute();
    const existingIds = new Set(existing.map((s) => s.id));
    const kept = new Set<string>();
    const now = new Date();

    for (const [index, stage] of input.stages.entries()) {
      const s = normalizeStage(stage, index);
      const values = {
        step_order: s.stepOrder,
        step_type: s.stepType,
        phase: s.phase,
        name: s.name,
        description: s.description,
        form_config: JSON.stringify(s.formConfig),
        updated_at: now,
      };
      if (stage.id && existingIds.has(stage.id) && !kept.has(stage.id)) {
        kept.add(stage.id);
        await trx.updateTable('flow_steps').set(values).where('id', '=', stage.id).execute();
      } else {
        await trx
          .insertInto('flow_steps')
          .values({ template_id: id, ...values })
          .execute();
      }
    }

    const removed = [...existingIds].filter((stepId) => !kept.has(stepId));
    if (removed.length) {
      const answered = await trx
        .selectFrom('form_submissions')
        .select('step_id')
        .distinct()
        .where('step_id', 'in', removed)
        .execute();
      const keepHidden = answered.map((r) => r.step_id).filter((v): v is string => v !== null);
      if (keepHidden.length) {
        await trx.updateTable('flow_steps').set({ deleted_at: now }).where('id', 'in', keepHidden).execute();
      }
      const drop = removed.filter((stepId) => !keepHidden.includes(stepId));
      if (drop.length) await trx.deleteFrom('flow_steps').where('id', 'in', drop).execute();
    }

    await trx
      .updateTable('flow_templates')
      .set({ intro_text: sanitizeIntro(input.introText), updated_at: now })
      .where('id', '=', id)
      .execute();
  });
  return getJourney(ctx, id);
}

/** Copies a journey's stages into a new workspace journey; deliverable slots only when asked. */
async function copyJourney(
  trx: Trx,
  ctx: JourneyContext,
  source: Selectable<FlowTemplatesTable>,
  options: { name: string; phases?: readonly Phase[]; withSlots: boolean },
): Promise<string> {
  const steps = await trx
    .selectFrom('flow_steps')
    .selectAll()
    .where('template_id', '=', source.id)
    .where('deleted_at', 'is', null)
    .orderBy('step_order')
    .execute();
  const chosen = options.phases
    ? stagesInPhases(steps as ((typeof steps)[number] & { phase: Phase })[], options.phases)
    : steps;
  if (options.phases && chosen.length === 0) throw badRequest(QUICK_JOURNEY_MESSAGES.noStages);

  const created = await trx
    .insertInto('flow_templates')
    .values({
      workspace_id: ctx.workspaceId,
      name: options.name,
      description: source.description,
      intro_text: sanitizeIntro(source.intro_text),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const [index, step] of chosen.entries()) {
    const copy = await trx
      .insertInto('flow_steps')
      .values({
        template_id: created.id,
        step_order: index + 1,
        step_type: step.step_type,
        phase: step.phase,
        name: step.name,
        description: step.description,
        form_config: JSON.stringify(step.form_config),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!options.withSlots) continue;
    const slots = await trx.selectFrom('deliverable_slots').selectAll().where('step_id', '=', step.id).execute();
    if (slots.length) {
      await trx
        .insertInto('deliverable_slots')
        .values(
          slots.map((s) => ({
            step_id: copy.id,
            slot_type: s.slot_type,
            label: s.label,
            description: s.description,
            is_required: s.is_required,
            display_order: s.display_order,
          })),
        )
        .execute();
    }
  }
  return created.id;
}

/** Duplicate from the list: steps but not deliverable slots; names per spec §4. */
export async function duplicateJourney(ctx: JourneyContext, id: string): Promise<JourneyDto> {
  const source = await findTemplate(ctx, id);
  const name = duplicateJourneyName({ name: source.name, isDefault: source.is_default });
  const newId = await ctx.db.transaction().execute((trx) => copyJourney(trx, ctx, source, { name, withSlots: false }));
  return getJourney(ctx, newId);
}

/** Quick Setup: a template's stages in the chosen phases, with their deliverable slots. */
export async function quickJourney(ctx: JourneyContext, input: QuickJourneyInput): Promise<JourneyDto> {
  const name = input.name.trim();
  if (!name) throw badRequest(QUICK_JOURNEY_MESSAGES.nameRequired);
  if (!input.templateId) throw badRequest(QUICK_JOURNEY_MESSAGES.templateRequired);
  if (input.phases.length === 0) throw badRequest(QUICK_JOURNEY_MESSAGES.noPhase);
  const source = await visibleTemplates(ctx).where('id', '=', input.templateId).executeTakeFirst();
  if (!source) throw badRequest(QUICK_JOURNEY_MESSAGES.templateMissing);
  const newId = await ctx.db
    .transaction()
    .execute((trx) => copyJourney(trx, ctx, source, { name, phases: input.phases, withSlots: true }));
  return getJourney(ctx, newId);
}
