import { type JourneyDto, QUICK_JOURNEY_MESSAGES, type QuickJourneyInput } from '@bloom/core';
import { badRequest } from '../../http/errors';
import { copyJourney, stepsToCopy } from './copy-journey';
import { getJourney, type JourneyContext, visibleTemplates } from './journey-queries';

/**
 * Quick Setup (spec §4, §5): a new journey from a template's stages in the chosen phases, with
 * their deliverable slots. Checks run in the spec's order, each a 400 with its message.
 */
export async function quickJourney(ctx: JourneyContext, input: QuickJourneyInput): Promise<JourneyDto> {
  const name = input.name.trim();
  if (!name) throw badRequest(QUICK_JOURNEY_MESSAGES.nameRequired);
  if (!input.templateId.trim()) throw badRequest(QUICK_JOURNEY_MESSAGES.templateRequired);
  if (input.phases.length === 0) throw badRequest(QUICK_JOURNEY_MESSAGES.noPhase);
  const source = await visibleTemplates(ctx).where('id', '=', input.templateId).executeTakeFirst();
  if (!source) throw badRequest(QUICK_JOURNEY_MESSAGES.templateMissing);
  const newId = await ctx.db.transaction().execute(async (trx) => {
    const steps = await stepsToCopy(trx, source.id, input.phases);
    if (steps.length === 0) throw badRequest(QUICK_JOURNEY_MESSAGES.noStages);
    return copyJourney(trx, ctx, source, steps, { name, withSlots: true });
  });
  return getJourney(ctx, newId);
}
