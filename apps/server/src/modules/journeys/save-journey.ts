import { JOURNEY_MESSAGES, type JourneyDto, normalizeStage, type SaveJourneyInput } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { applyStages } from './apply-stages';
import { findTemplate, getJourney } from './journey-queries';
import { assertEditable } from './journey-service';
import { sanitizeIntro } from './sanitize-intro';
import { checkStageAgreements, storedAgreement } from './stage-agreements';

/**
 * The editor's Save Changes (docs/decisions/008): name, description, welcome message and stages in one
 * transaction, so a failure part-way leaves the journey as it was. Stages are numbered 1..n in the
 * given order and applied by `applyStages` (kept ids, answered stages hidden rather than deleted).
 */
export async function saveJourney(ctx: OwnerContext, id: string, input: SaveJourneyInput): Promise<JourneyDto> {
  assertEditable(await findTemplate(ctx, id));
  // Sanitising and numbering happen before the journey is locked.
  const now = new Date();
  const introText = sanitizeIntro(input.introText);
  const normalized = input.stages.map((stage, index) => ({ id: stage.id, s: normalizeStage(stage, index) }));
  // An agreement stage's document must be sendable, and a PDF this workspace's (stage-agreements.ts).
  await checkStageAgreements(
    ctx.db,
    ctx.workspaceId,
    normalized.map(({ s }) => s.agreement),
  );
  const stages = normalized.map(({ id, s }) => ({
    id,
    values: {
      step_order: s.stepOrder,
      step_type: s.stepType,
      phase: s.phase,
      name: s.name,
      description: s.description,
      form_config: JSON.stringify(s.formConfig),
      agreement: storedAgreement(s.agreement),
      // A payment stage may be saved unfinished too: starting a plan refuses it (paymentConfigProblem).
      payment: s.payment === null ? null : JSON.stringify(s.payment),
      updated_at: now,
    },
  }));
  await ctx.db.transaction().execute(async (trx) => {
    // Writing the journey row first locks it: a concurrent save waits here, then reads this one's stages.
    const locked = await trx
      .updateTable('flow_templates')
      .set({
        name: input.name,
        description: input.description || null,
        intro_text: introText,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('workspace_id', '=', ctx.workspaceId)
      .returning('id')
      .executeTakeFirst();
    if (!locked) throw notFound(JOURNEY_MESSAGES.notFound);
    await applyStages(trx, id, stages, { now });
  });
  return getJourney(ctx, id);
}
