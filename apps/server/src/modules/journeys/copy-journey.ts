import { randomUUID } from 'node:crypto';
import {
  type Condition,
  type ConditionalField,
  type DueRule,
  duplicateJourneyName,
  type JourneyDto,
  type Phase,
  pruneConditions,
  type StagePaymentConfig,
  stagesInPhases,
} from '@bloom/core';
import type { Selectable, Transaction } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import type { Database, FlowTemplatesTable } from '../../platform/db/schema';
import { getJourney } from './journey-detail';
import { findTemplate } from './journey-queries';
import { sanitizeIntro } from './sanitize-intro';

type Trx = Transaction<Database>;
type TemplateRow = Selectable<FlowTemplatesTable>;

/** The live stages of a journey in order, optionally only those of some phases. */
export async function stepsToCopy(trx: Trx, templateId: string, phases?: readonly Phase[]) {
  const steps = await trx
    .selectFrom('flow_steps')
    .selectAll()
    .where('template_id', '=', templateId)
    .where('deleted_at', 'is', null)
    .orderBy('step_order')
    .execute();
  const typed = steps.map((s) => ({ ...s, phase: s.phase }));
  return phases ? stagesInPhases(typed, phases) : typed;
}

/** A payment stage's config in the copy: a due rule waiting for a copied milestone names the copy's stage. */
function copiedPayment(payment: Record<string, unknown>, newIdOf: Map<string, string>): StagePaymentConfig {
  const config = payment as unknown as StagePaymentConfig;
  const rule = (due: DueRule): DueRule =>
    due.on === 'milestone' ? { ...due, stageId: newIdOf.get(due.stageId) ?? due.stageId } : due;
  const { schedule } = config;
  if (schedule.kind === 'deposit')
    return { ...config, schedule: { ...schedule, balanceDue: rule(schedule.balanceDue) } };
  if (schedule.kind === 'instalments') {
    return {
      ...config,
      schedule: { ...schedule, instalments: schedule.instalments.map((i) => ({ ...i, due: rule(i.due) })) },
    };
  }
  return config;
}

/**
 * Creates a workspace journey from `source` with the given stages renumbered 1..n, and their
 * deliverable slots when asked; a fixed number of queries whatever the stage count.
 */
export async function copyJourney(
  trx: Trx,
  ctx: OwnerContext,
  source: TemplateRow,
  steps: Awaited<ReturnType<typeof stepsToCopy>>,
  options: { name: string; withSlots: boolean },
): Promise<string> {
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
  if (steps.length === 0) return created.id;

  const newIdOf = new Map(steps.map((s) => [s.id, randomUUID()]));
  // Field ids are kept, so the rules still hold; a copy of some phases only may leave a rule without its question.
  const rules = pruneConditions(
    steps.map((s) => ({
      id: s.id,
      fields: s.form_config as ConditionalField[],
      showWhen: s.skip_logic as Condition | null,
    })),
  );
  await trx
    .insertInto('flow_steps')
    .values(
      steps.map((s, index) => ({
        id: newIdOf.get(s.id),
        template_id: created.id,
        step_order: index + 1,
        step_type: s.step_type,
        phase: s.phase,
        name: s.name,
        description: s.description,
        form_config: JSON.stringify(rules[index]?.fields ?? s.form_config),
        skip_logic: rules[index]?.showWhen ? JSON.stringify(rules[index]?.showWhen) : null,
        due_rule: s.due_rule === null ? null : JSON.stringify(s.due_rule),
        // The same workspace (or a built-in's, which names no uploaded document): the config copies as it is.
        agreement: s.agreement === null ? null : JSON.stringify(s.agreement),
        // A milestone the balance waits for is named by its id: point it at the copy's stage.
        payment: s.payment === null ? null : JSON.stringify(copiedPayment(s.payment, newIdOf)),
      })),
    )
    .execute();
  if (!options.withSlots) return created.id;

  const slots = await trx
    .selectFrom('deliverable_slots')
    .selectAll()
    .where('step_id', 'in', [...newIdOf.keys()])
    .execute();
  if (slots.length) {
    await trx
      .insertInto('deliverable_slots')
      .values(
        slots.map((d) => ({
          step_id: newIdOf.get(d.step_id) ?? d.step_id,
          slot_type: d.slot_type,
          label: d.label,
          description: d.description,
          is_required: d.is_required,
          display_order: d.display_order,
        })),
      )
      .execute();
  }
  return created.id;
}

/** Duplicate from the list: the stages but not their deliverable slots (docs/product.md#duplicating). */
export async function duplicateJourney(ctx: OwnerContext, id: string): Promise<JourneyDto> {
  const source = await findTemplate(ctx, id);
  const name = duplicateJourneyName({ name: source.name, isDefault: source.is_default });
  const newId = await ctx.db.transaction().execute(async (trx) => {
    const steps = await stepsToCopy(trx, source.id);
    return copyJourney(trx, ctx, source, steps, { name, withSlots: false });
  });
  return getJourney(ctx, newId);
}
