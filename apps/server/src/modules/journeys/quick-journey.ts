import { type JourneyDto, type QuickJourneyInput, type QuickSetupTemplate, quickSetupProblems } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest } from '../../kernel/service-error';
import { copyJourney, stepsToCopy } from './copy-journey';
import { getJourney } from './journey-detail';
import { visibleTemplates } from './journey-queries';

/**
 * Quick Setup: a new journey from a template's stages in the chosen phases, with their
 * deliverable slots. The checks run in order, each a 400 with its message
 * (docs/product.md#quick-setup).
 */
export async function quickJourney(ctx: OwnerContext, input: QuickJourneyInput): Promise<JourneyDto> {
  // The checks are core's, shared with the dialog; the first failing one answers.
  const firstProblem = (template?: QuickSetupTemplate | null) => quickSetupProblems(input, template)[0]?.message;
  const invalid = firstProblem();
  if (invalid) throw badRequest(invalid);
  const source = await visibleTemplates(ctx).where('id', '=', input.templateId).executeTakeFirst();
  if (!source) throw badRequest(firstProblem(null));
  const newId = await ctx.db.transaction().execute(async (trx) => {
    const steps = await stepsToCopy(trx, source.id, input.phases);
    const noStages = firstProblem({ stagePhases: steps.map((s) => s.phase) });
    if (noStages) throw badRequest(noStages);
    return copyJourney(trx, ctx, source, steps, { name: input.name.trim(), withSlots: true });
  });
  return getJourney(ctx, newId);
}
