import { CLIENT_MESSAGES, type ClientDueDatesDto, DEADLINE_MESSAGES } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import { loadDueInputs } from './due-date-inputs';
import { dueDatesDto } from './due-date-plan';
import { writeDueDates } from './refresh-due-dates';

/**
 * GET /api/clients/{id}/due-dates: computed from the journey as it is now (the same computation
 * the kept rows come from), so the page is right even before a reaction has run. 404 for a client
 * of another workspace (a Member's unassigned ones: the assigned-only guard).
 */
export async function clientDueDates(
  ctx: OwnerContext,
  clientId: string,
  now = new Date(),
): Promise<ClientDueDatesDto> {
  const [input] = await loadDueInputs(ctx.db, [clientId], { workspaceId: ctx.workspaceId });
  if (!input) throw notFound(CLIENT_MESSAGES.notFound);
  return dueDatesDto(input, now);
}

/**
 * PUT /api/clients/{id}/due-dates/{stageId}: the owner's date for one stage of this client's
 * journey (null: back to the journey's rule), its row written in the same transaction as the
 * client's other dates are recomputed. A stage of another journey, a deleted one or an unknown id
 * is 404. An archived client's dates may be changed too: nothing reminds or
 * counts them while archived, and they are right again when the client is restored.
 */
export async function setDueDateOverride(
  ctx: OwnerContext,
  clientId: string,
  stageId: string,
  overrideOn: string | null,
  now = new Date(),
): Promise<ClientDueDatesDto> {
  return ctx.db.transaction().execute(async (trx) => {
    const [input] = await loadDueInputs(trx, [clientId], { workspaceId: ctx.workspaceId, lock: true });
    if (!input) throw notFound(CLIENT_MESSAGES.notFound);
    if (!input.stages.some((s) => s.id === stageId)) throw notFound(DEADLINE_MESSAGES.stageNotFound);
    if (overrideOn === null) input.overrides.delete(stageId);
    else input.overrides.set(stageId, overrideOn);
    await writeDueDates(trx, [input]);
    return dueDatesDto(input, now);
  });
}
