import type { VerifyResponse } from '@bloom/core';
import type { Db } from '../../platform/db/database';

/**
 * The public check of a PDF someone holds (issue 34): the browser hashed it, so the file never
 * leaves their device. A final document we sealed answers what it already shows (title, status,
 * version, completion, its signers' names and dates) and nothing else; a hash that is not one we
 * sealed is 'altered' when the id its Keywords carry names one of our completed agreements, else
 * 'unknown'.
 */
export async function verifyAgreement(
  db: Db,
  input: { sha256: string; agreementId?: string | null | undefined },
): Promise<VerifyResponse> {
  const sealed = await db
    .selectFrom('agreements')
    .select(['id', 'title', 'status', 'version', 'completed_at'])
    .where('final_sha256', '=', input.sha256)
    .executeTakeFirst();
  if (sealed) {
    const signers = await db
      .selectFrom('agreement_signers')
      .select(['name', 'signed_at'])
      .where('agreement_id', '=', sealed.id)
      .orderBy('sign_order')
      .orderBy('signed_at')
      .orderBy('id')
      .execute();
    return {
      result: 'sealed',
      title: sealed.title,
      status: sealed.status,
      version: sealed.version,
      completedAt: sealed.completed_at?.toISOString() ?? null,
      signers: signers.map((s) => ({ name: s.name, signedAt: s.signed_at?.toISOString() ?? null })),
    };
  }
  if (input.agreementId) {
    const named = await db
      .selectFrom('agreements')
      .select('id')
      .where('id', '=', input.agreementId)
      .where('final_sha256', 'is not', null)
      .executeTakeFirst();
    if (named) return { result: 'altered' };
  }
  return { result: 'unknown' };
}
