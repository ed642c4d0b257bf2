import { type AgreementDto, ERROR_CODES, AGREEMENT_MESSAGES as M } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';
import { agreementDtos } from './agreement-dto';
import type { Evidence } from './agreement-evidence';
import { workspaceClient } from './agreement-list';
import { applySignature } from './signing';
import type { SigningServices } from './signing-services';
import { lockClientAgreement } from './void-agreement';

/**
 * POST …/agreements/{agreementId}/countersign: the workspace's side signs, from the client page.
 * Only the member the agreement names as its countersigner may (anyone else, even the Owner, is
 * 403 and nothing changes); `applySignature` then takes it only on their turn (after the
 * contacts, or first when the owner signs first), records it and, when it is the last, seals the
 * final PDF and completes the stage. The signature itself is checked there (core's checkSignature).
 */
export async function countersign(
  ctx: OwnerContext,
  services: SigningServices,
  clientId: string,
  agreementId: string,
  signature: unknown,
  evidence: Evidence,
): Promise<AgreementDto> {
  await workspaceClient(ctx.db, ctx.workspaceId, clientId);
  await ctx.db.transaction().execute(async (trx) => {
    await lockClientAgreement(trx, clientId, agreementId);
    const member = await trx
      .selectFrom('agreement_signers')
      .select(['id', 'user_id'])
      .where('agreement_id', '=', agreementId)
      .where('kind', '=', 'member')
      .executeTakeFirst();
    if (!member || member.user_id !== ctx.userId) {
      throw new ServiceError(ERROR_CODES.ROLE_FORBIDDEN, M.notYourCountersign);
    }
    await applySignature(trx, services, { agreementId, signerId: member.id, signature, evidence });
  });
  const [dto] = await agreementDtos(ctx.db, clientId, [agreementId]);
  if (!dto) throw notFound(M.notFound);
  return dto;
}
