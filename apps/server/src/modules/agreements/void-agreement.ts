import { type AgreementDto, AGREEMENT_MESSAGES as M } from '@bloom/core';
import type { Transaction } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { agreementDtos } from './agreement-dto';
import { type Evidence, recordAgreementEvent } from './agreement-evidence';
import { workspaceClient } from './agreement-list';

/**
 * The agreement `agreementId` of the client, locked until the transaction ends so a signature in
 * the portal waits for this change (or this waits for it); 404 for an id of another client. The
 * agreement is locked first, then (when a signature completes it) the client, as the portal does.
 */
export async function lockClientAgreement(trx: Transaction<Database>, clientId: string, agreementId: string) {
  const row = await trx
    .selectFrom('agreements')
    .select(['id', 'status', 'signing_order', 'step_id', 'workspace_id'])
    .where('id', '=', agreementId)
    .where('project_id', '=', clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * POST …/agreements/{agreementId}/void: the agreement stops (its links say so) and the stage may
 * be sent again as a new version. A signed agreement stays signed (409); voiding twice is 409.
 */
export async function voidAgreement(
  ctx: OwnerContext,
  clientId: string,
  agreementId: string,
  reason: string | null,
  evidence: Evidence,
): Promise<AgreementDto> {
  await workspaceClient(ctx.db, ctx.workspaceId, clientId);
  await ctx.db.transaction().execute(async (trx) => {
    const agreement = await lockClientAgreement(trx, clientId, agreementId);
    if (agreement.status === 'completed' || agreement.status === 'voided') throw conflict(M.notSent);
    const now = new Date();
    await trx
      .updateTable('agreements')
      .set({ status: 'voided', voided_at: now, void_reason: reason })
      .where('id', '=', agreementId)
      .execute();
    await recordAgreementEvent(trx, {
      agreementId,
      signerId: null,
      kind: 'voided',
      actor: ctx.userName,
      evidence,
      at: now,
      ...(reason ? { detail: { reason } } : {}),
    });
  });
  const [dto] = await agreementDtos(ctx.db, clientId, [agreementId]);
  if (!dto) throw notFound(M.notFound);
  return dto;
}
