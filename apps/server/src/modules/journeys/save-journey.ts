import { JOURNEY_MESSAGES, type JourneyDto, normalizeStages, type SaveJourneyInput } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { applyStages } from './apply-stages';
import { getJourney } from './journey-detail';
import { findTemplate } from './journey-queries';
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
  // Conditions lose the rules that cannot be evaluated (a deleted, later or another journey's question).
  const normalized = normalizeStages(input.stages).map((s) => ({ id: s.id, s }));
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
      skip_logic: s.showWhen === null ? null : JSON.stringify(s.showWhen),
      due_rule: s.due === null ? null : JSON.stringify(s.due),
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
    // Its clients' applying stages and due dates follow the new rules, in this transaction.
    await ctx.events.publish(trx, 'journey.saved', { workspaceId: ctx.workspaceId, journeyId: id });
  });
  return getJourney(ctx, id);
}
