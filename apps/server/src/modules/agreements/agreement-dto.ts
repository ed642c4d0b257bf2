import type { AgreementDto, AgreementEventDto, SignerDto } from '@bloom/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { AgreementEventsTable, AgreementSignersTable } from '../../platform/db/schema-agreements';

type Reader = Kysely<Database>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The owner's file routes of an agreement: the frozen original, and the sealed final PDF. */
export const ownerAgreementFileUrl = (clientId: string, agreementId: string, file: 'document' | 'final') =>
  `/api/clients/${clientId}/agreements/${agreementId}/${file}`;

/**
 * The agreements `ids` of the client `clientId` as the owner sees them, in the order asked, with
 * their signers and audit trail: three statements whatever their number. The caller has checked
 * the client is the workspace's (and the Member's); an id of another client is left out.
 */
export async function agreementDtos(db: Reader, clientId: string, ids: readonly string[]): Promise<AgreementDto[]> {
  if (ids.length === 0) return [];
  const [rows, signers, events] = await Promise.all([
    db
      .selectFrom('agreements as a')
      .leftJoin('flow_steps as s', 's.id', 'a.step_id')
      .selectAll('a')
      .select('s.name as stage_name')
      .where('a.project_id', '=', clientId)
      .where('a.id', 'in', ids)
      .execute(),
    db
      .selectFrom('agreement_signers')
      .selectAll()
      .where('agreement_id', 'in', ids)
      .orderBy('sign_order')
      .orderBy('kind')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('agreement_events')
      .selectAll()
      .where('agreement_id', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    return [
      {
        id: a.id,
        stageId: a.step_id,
        // A stage deleted since keeps its agreement (and its evidence): the title names it then.
        stageName: a.stage_name ?? a.title,
        version: a.version,
        status: a.status,
        title: a.title,
        source: a.source,
        pageCount: a.page_count,
        originalSha256: a.original_sha256,
        finalSha256: a.final_sha256,
        order: a.signing_order,
        allowWithoutEmail: a.allow_without_email,
        variables: a.variables ?? {},
        documentUrl: ownerAgreementFileUrl(clientId, a.id, 'document'),
        finalUrl: a.final_key ? ownerAgreementFileUrl(clientId, a.id, 'final') : null,
        createdAt: a.created_at.toISOString(),
        completedAt: iso(a.completed_at),
        declinedAt: iso(a.declined_at),
        voidedAt: iso(a.voided_at),
        voidReason: a.void_reason,
        replacedBy: a.replaced_by,
        signers: signers.filter((s) => s.agreement_id === id).map(signerDto),
        events: events.filter((e) => e.agreement_id === id).map(eventDto),
      },
    ];
  });
}

const signerDto = (s: Selectable<AgreementSignersTable>): SignerDto => ({
  id: s.id,
  kind: s.kind,
  contactId: s.contact_id,
  userId: s.user_id,
  name: s.name,
  email: s.email,
  roleLabel: s.role_label,
  signOrder: s.sign_order,
  status: s.status,
  viewedAt: iso(s.viewed_at),
  consentedAt: iso(s.consented_at),
  verifiedAt: iso(s.verified_at),
  signedAt: iso(s.signed_at),
  signatureKind: s.signature_kind,
  declineReason: s.decline_reason,
});

const eventDto = (e: Selectable<AgreementEventsTable>): AgreementEventDto => ({
  id: String(e.id),
  kind: e.kind,
  at: e.at.toISOString(),
  signerId: e.signer_id,
  actor: e.actor ?? 'System',
  timeZone: e.time_zone,
  ip: e.ip,
  userAgent: e.user_agent,
  detail: e.detail,
});
