import { createHash } from 'node:crypto';
import { BUILTIN_CREATED_AT, BUILTIN_JOURNEYS, type BuiltinJourney, builtinStepId } from '@bloom/core';
import type { Db } from '../../platform/db/database';
import { applyStages } from './apply-stages';

export const builtinTemplateId = (slug: string) => `builtin-${slug}`;
const slotId = (stepId: string, index: number) => `${stepId}-slot-${index}`;

/**
 * Writes the ten built-in journeys with stable ids. A hash of their content is kept in
 * app_meta, so a start with unchanged content costs one query. (Tests pass other versions.)
 */
export async function seedBuiltinJourneys(
  db: Db,
  journeys: readonly BuiltinJourney[] = BUILTIN_JOURNEYS,
): Promise<void> {
  const version = createHash('sha256').update(JSON.stringify(journeys)).digest('hex');
  const current = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'builtin_journeys_version')
    .executeTakeFirst();
  if (current?.value === version) return;

  await db.transaction().execute(async (trx) => {
    for (const journey of journeys) {
      const templateId = builtinTemplateId(journey.slug);
      const template = {
        name: journey.name,
        description: journey.description,
        intro_text: journey.introText,
        updated_at: new Date(BUILTIN_CREATED_AT),
      };
      await trx
        .insertInto('flow_templates')
        .values({
          id: templateId,
          workspace_id: null,
          is_default: true,
          created_at: new Date(BUILTIN_CREATED_AT),
          ...template,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet(template))
        .execute();

      const stepIds = journey.steps.map((_, i) => builtinStepId(journey.slug, i + 1));
      // The template's upsert above holds its row, as saving a journey locks it. A step that a
      // newer version dropped is hidden when clients answered it, as when an owner removes one.
      await applyStages(
        trx,
        templateId,
        journey.steps.map((step, i) => ({
          id: stepIds[i],
          values: {
            step_order: i + 1,
            step_type: step.stepType,
            phase: step.phase,
            name: step.name,
            description: step.description,
            form_config: JSON.stringify(step.formConfig),
            created_at: new Date(BUILTIN_CREATED_AT),
            updated_at: new Date(BUILTIN_CREATED_AT),
          },
        })),
        { now: new Date(), stableIds: true },
      );
      for (const [i, step] of journey.steps.entries()) {
        const id = stepIds[i] as string;
        const slots = step.deliverableSlots ?? [];
        const slotIds = slots.map((_, j) => slotId(id, j + 1));
        let stale = trx.deleteFrom('deliverable_slots').where('step_id', '=', id);
        if (slotIds.length) stale = stale.where('id', 'not in', slotIds);
        await stale.execute();
        for (const [j, slot] of slots.entries()) {
          const slotValues = {
            slot_type: slot.slotType,
            label: slot.label,
            description: slot.description ?? null,
            is_required: slot.isRequired,
            display_order: j + 1,
          };
          await trx
            .insertInto('deliverable_slots')
            .values({ id: slotIds[j] as string, step_id: id, ...slotValues })
            .onConflict((oc) => oc.column('id').doUpdateSet(slotValues))
            .execute();
        }
      }
    }
    await trx
      .insertInto('app_meta')
      .values({ key: 'builtin_journeys_version', value: version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
      .execute();
  });
}
