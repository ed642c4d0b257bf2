import type { V1ActingContact, V1Agreement, V1AgreementEvent } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { cleanFilename } from '../../../platform/storage/filenames';
import type { StoredFileRecord } from '../../../platform/storage/send-stored-file';

/**
 * Agreements as the public API shows them (core's v1AgreementSchema): the answers of
 * /api/v1/agreements and the `data.agreement` of the agreement.* webhook events. Like
 * resources.ts: many of `workspaceId` in one statement per table, in the order of the ids asked,
 * a foreign id left out.
 */
type Reader = Kysely<Database>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where the sealed PDF is read with the API key (relative: the origin is the caller's). */
export const v1FinalUrl = (agreementId: string) => `/api/v1/agreements/${agreementId}/final`;

export async function v1AgreementsOf(
  trx: Reader,
  workspaceId: string,
  agreementIds: readonly string[],
): Promise<V1Agreement[]> {
  if (agreementIds.length === 0) return [];
  const [rows, signers] = await Promise.all([
    trx
      .selectFrom('agreements')
      .selectAll()
      .where('id', 'in', agreementIds)
      .where('workspace_id', '=', workspaceId)
      .execute(),
    trx
      .selectFrom('agreement_signers')
      .select(['agreement_id', 'name', 'kind', 'status', 'signed_at'])
      .where('agreement_id', 'in', agreementIds)
      .orderBy('sign_order')
      .orderBy('kind')
      .orderBy('name')
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return agreementIds.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    return [
      {
        id: a.id,
        client_id: a.project_id,
        stage_id: a.step_id,
        version: a.version,
        title: a.title,
        status: a.status,
        signing_order: a.signing_order,
        page_count: a.page_count,
        original_sha256: a.original_sha256,
        final_sha256: a.final_sha256,
        final_url: a.final_key ? v1FinalUrl(a.id) : null,
        signers: signers
          .filter((s) => s.agreement_id === id)
          .map((s) => ({ name: s.name, kind: s.kind, status: s.status, signed_at: iso(s.signed_at) })),
        created_at: a.created_at.toISOString(),
        completed_at: iso(a.completed_at),
        declined_at: iso(a.declined_at),
        voided_at: iso(a.voided_at),
      },
    ];
  });
}

export async function v1AgreementOf(trx: Reader, workspaceId: string, agreementId: string) {
  return (await v1AgreementsOf(trx, workspaceId, [agreementId]))[0] ?? null;
}

/**
 * An agreement.* event's `data`: the agreement, and the contact who acted (the signer `signerId`,
 * or the one who declined) when it was a client's contact still on the client; else null.
 */
export async function v1AgreementEventOf(
  trx: Reader,
  workspaceId: string,
  agreementId: string,
  actor: { signerId: string } | 'declined' | null,
): Promise<V1AgreementEvent | null> {
  const agreement = await v1AgreementOf(trx, workspaceId, agreementId);
  if (!agreement) return null;
  let contact: V1ActingContact = null;
  if (actor !== null) {
    let q = trx
      .selectFrom('agreement_signers as s')
      .innerJoin('client_contacts as k', 'k.id', 's.contact_id')
      .select(['k.id', 'k.name', 'k.email'])
      .where('s.agreement_id', '=', agreementId)
      .where('s.kind', '=', 'contact');
    q = actor === 'declined' ? q.where('s.status', '=', 'declined') : q.where('s.id', '=', actor.signerId);
    const row = await q.orderBy('s.id').executeTakeFirst();
    contact = row ? { id: row.id, name: row.name, email: row.email } : null;
  }
  return { agreement, contact };
}

/** GET /api/v1/agreements/{id}/final: the sealed PDF of the workspace's completed agreement, or null. */
export async function findV1FinalPdf(
  trx: Reader,
  workspaceId: string,
  agreementId: string,
): Promise<StoredFileRecord | null> {
  const row = await trx
    .selectFrom('agreements')
    .select(['title', 'version', 'final_key'])
    .where('id', '=', agreementId)
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (!row?.final_key) return null;
  return {
    key: row.final_key,
    originalName: cleanFilename(`${row.title} v${row.version} (signed).pdf`),
    mimeType: 'application/pdf',
  };
}
