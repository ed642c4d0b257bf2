import {
  type CertificateSigner,
  certificateLines,
  checkSignature,
  isComplete,
  AGREEMENT_MESSAGES as M,
  PRODUCT_NAME,
  type SignerStep,
  signerStep,
  whoseTurn,
} from '@bloom/core';
import type { Selectable, Transaction } from 'kysely';
import { badRequest, conflict, notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import type { AgreementSignersTable, AgreementsTable } from '../../platform/db/schema-agreements';
import { sealPdf } from '../../platform/pdf/seal-pdf';
import { completeStageWithoutAnswers } from '../portal';
import { type Evidence, recordAgreementEvent } from './agreement-evidence';
import { readStoredBytes, sha256Hex, storeClientPdf } from './agreement-files';
import { queueCompletedMail, queueSigningRequests } from './agreement-mail';
import { composeFinalPdf, type FinalSigner } from './pdf/compose-final-pdf';
import type { SigningServices } from './signing-services';

type Trx = Transaction<Database>;
type AgreementRow = Selectable<AgreementsTable>;
type SignerRow = Selectable<AgreementSignersTable>;

/** Who the system is in the audit trail (the completion). */
const SYSTEM_ACTOR = PRODUCT_NAME;

/**
 * The agreement `agreementId` (of client `projectId` when given), locked until the transaction
 * ends: a second signature, a void or a decline waits for this one. 404 when there is none.
 */
export async function lockAgreement(trx: Trx, agreementId: string, projectId?: string): Promise<AgreementRow> {
  const agreement = await trx
    .selectFrom('agreements')
    .selectAll()
    .where('id', '=', agreementId)
    .$if(projectId !== undefined, (q) => q.where('project_id', '=', projectId ?? ''))
    .forUpdate()
    .executeTakeFirst();
  if (!agreement) throw notFound(M.notFound);
  return agreement;
}

/** 409 unless the agreement still takes signatures (a voided one says it was replaced when a new version exists). */
export function assertOpen(agreement: Pick<AgreementRow, 'status' | 'replaced_by'>): void {
  if (agreement.status === 'voided') throw conflict(agreement.replaced_by ? M.replaced : M.voidedNotice);
  if (agreement.status === 'declined') throw conflict(M.declinedBySomeone);
  if (agreement.status !== 'sent') throw conflict(M.notSent);
}

export const agreementSigners = (trx: Trx, agreementId: string) =>
  trx
    .selectFrom('agreement_signers')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('sign_order')
    .orderBy('kind')
    .orderBy('name')
    .orderBy('id')
    .execute();

/** A signer as core's step rules read it. */
export const signerState = (s: SignerRow) => ({
  kind: s.kind,
  status: s.status,
  email: s.email,
  viewedAt: s.viewed_at,
  consentedAt: s.consented_at,
  verifiedAt: s.verified_at,
});

/** Where `signer` stands in the agreement (core's signerStep over every signer). */
export const stepOf = (agreement: AgreementRow, signers: readonly SignerRow[], signer: SignerRow): SignerStep =>
  signerStep(signerState(signer), {
    status: agreement.status,
    order: agreement.signing_order,
    allowWithoutEmail: agreement.allow_without_email,
    signers,
  });

export interface SignatureRequest {
  agreementId: string;
  signerId: string;
  /** A typed or drawn signature, checked here again (core's checkSignature) whatever checked it before. */
  signature: unknown;
  evidence: Evidence;
}

/**
 * Records a signature (the portal's last step, or the countersignature from the client page) in
 * `trx`: the agreement locked, only while it is out and only on this signer's turn with every
 * earlier step done (409 otherwise); a blank or near-empty drawing is refused (400). The signer's
 * row keeps the signature with its time, zone, address and browser; the audit trail and
 * `agreement.signed` say so. The last signature completes the agreement (sealed PDF, the stage
 * done, everyone emailed); otherwise whoever's turn it now is gets their request. Two signatures
 * at once run one after the other on the lock, so the agreement completes once.
 */
export async function applySignature(
  trx: Trx,
  services: SigningServices,
  input: SignatureRequest,
): Promise<{ completed: boolean }> {
  const agreement = await lockAgreement(trx, input.agreementId);
  assertOpen(agreement);
  const signers = await agreementSigners(trx, agreement.id);
  const signer = signers.find((s) => s.id === input.signerId);
  if (!signer) throw notFound(M.notFound);
  const step = stepOf(agreement, signers, signer);
  if (step === 'waiting') throw conflict(M.notYourTurn);
  if (step === 'read' || step === 'consent' || step === 'code') throw conflict(M.stepOutOfOrder);
  if (step !== 'sign') throw conflict(M.notSent);
  const check = checkSignature(input.signature);
  if (!check.ok) throw badRequest(check.message);
  const signature = check.value;

  const now = new Date();
  const { evidence } = input;
  await trx
    .updateTable('agreement_signers')
    .set({
      status: 'signed',
      signature_kind: signature.kind,
      signature_text: signature.kind === 'typed' ? signature.text : null,
      signature_strokes: signature.kind === 'drawn' ? JSON.stringify(signature.strokes) : null,
      signed_at: now,
      time_zone: evidence.timeZone ?? signer.time_zone,
      ip: evidence.ip,
      user_agent: evidence.userAgent,
    })
    .where('id', '=', signer.id)
    .where('status', '=', 'pending')
    .execute();
  await recordAgreementEvent(trx, {
    agreementId: agreement.id,
    signerId: signer.id,
    kind: signer.kind === 'member' ? 'countersigned' : 'signed',
    actor: signer.name,
    evidence,
    at: now,
    detail: { method: signature.kind },
  });
  await services.events.publish(trx, 'agreement.signed', {
    workspaceId: agreement.workspace_id,
    clientId: agreement.project_id,
    agreementId: agreement.id,
    stageId: agreement.step_id,
    signerId: signer.id,
    signerKind: signer.kind,
  });

  const after = await agreementSigners(trx, agreement.id);
  if (isComplete(after)) {
    await completeAgreement(trx, services, agreement, after, now);
    return { completed: true };
  }
  // The other side's turn begins: they get their request now (the same side already has theirs).
  if (whoseTurn(after, agreement.signing_order) !== whoseTurn(signers, agreement.signing_order)) {
    await queueSigningRequests(trx, services, agreement.id);
  }
  return { completed: false };
}

/**
 * Everyone signed: the final PDF (the original's pages, the Signatures page, the certificate of
 * completion over the audit trail) is composed, sealed and stored with its SHA-256; the agreement
 * is completed; its stage counts as done for the journey; `agreement.completed` is published once
 * (the agreement is locked and was 'sent'); every party gets the sealed PDF by email.
 */
async function completeAgreement(
  trx: Trx,
  services: SigningServices,
  agreement: AgreementRow,
  signers: readonly SignerRow[],
  completedAt: Date,
): Promise<void> {
  const original = await readStoredBytes(services.storage, agreement.original_key);
  if (!original) throw new Error(`The original of agreement ${agreement.id} is missing from storage`);
  const [workspace, project, events] = await Promise.all([
    trx
      .selectFrom('workspaces')
      .select(['name', 'contact_email'])
      .where('id', '=', agreement.workspace_id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('projects')
      .select(['id', 'template_id'])
      .where('id', '=', agreement.project_id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('agreement_events')
      .select(['kind', 'at', 'actor', 'time_zone', 'ip', 'user_agent'])
      .where('agreement_id', '=', agreement.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ]);
  const workspaceName = workspace.name.trim() || PRODUCT_NAME;
  const certificate = certificateLines({
    agreementId: agreement.id,
    title: agreement.title,
    version: agreement.version,
    workspaceName,
    source: agreement.source,
    pageCount: agreement.page_count,
    originalSha256: agreement.original_sha256,
    createdAt: agreement.created_at,
    completedAt,
    signers: signers.map(certificateSigner),
    events: [
      ...events.map((e) => ({
        kind: e.kind,
        at: e.at,
        actor: e.actor ?? SYSTEM_ACTOR,
        timeZone: e.time_zone,
        ip: e.ip,
        userAgent: e.user_agent,
      })),
      // Written below once the seal's hash is known; it belongs in the trail the PDF shows.
      { kind: 'completed', at: completedAt, actor: SYSTEM_ACTOR, timeZone: null, ip: null, userAgent: null },
    ],
    verifyUrl: new URL('/verify', services.links.origin).toString(),
  });
  const composed = await composeFinalPdf(original, {
    agreementId: agreement.id,
    title: agreement.title,
    version: agreement.version,
    signers: signers.map(finalSigner),
    certificate,
    // Each signature line of a rendered document goes to the signer it was drawn for.
    slots: agreement.signature_slots?.map((slot) => ({
      ...slot,
      party: signers.findIndex((s) => s.id === slot.signerId),
    })),
  });
  const sealed = await sealPdf(composed, services.seal(), {
    reason: `Signed by every party to "${agreement.title}"; sealed by ${PRODUCT_NAME}`,
    name: workspaceName,
    location: new URL(services.links.origin).host,
    contactInfo: workspace.contact_email ?? '',
    signingTime: completedAt,
  });
  const finalSha256 = sha256Hex(sealed);
  const finalKey = await storeClientPdf(services.storage, agreement.project_id, sealed);
  await trx
    .updateTable('agreements')
    .set({ status: 'completed', completed_at: completedAt, final_key: finalKey, final_sha256: finalSha256 })
    .where('id', '=', agreement.id)
    .execute();
  await recordAgreementEvent(trx, {
    agreementId: agreement.id,
    signerId: null,
    kind: 'completed',
    actor: SYSTEM_ACTOR,
    evidence: { timeZone: null, ip: null, userAgent: null },
    at: completedAt,
    detail: { finalSha256 },
  });
  if (agreement.step_id) {
    await completeStageWithoutAnswers(
      trx,
      services.events,
      { id: project.id, templateId: project.template_id },
      agreement.step_id,
    );
  }
  await services.events.publish(trx, 'agreement.completed', {
    workspaceId: agreement.workspace_id,
    clientId: agreement.project_id,
    agreementId: agreement.id,
    stageId: agreement.step_id,
  });
  await queueCompletedMail(trx, services, agreement.id);
}

const certificateSigner = (s: SignerRow): CertificateSigner => ({
  name: s.name,
  email: s.email,
  kind: s.kind,
  roleLabel: s.role_label,
  signedAt: s.signed_at,
  timeZone: s.time_zone,
  ip: s.ip,
  userAgent: s.user_agent,
  signatureKind: s.signature_kind,
  viewedAt: s.viewed_at,
  consentedAt: s.consented_at,
  verifiedAt: s.verified_at,
});

function finalSigner(s: SignerRow): FinalSigner {
  if (!s.signed_at) throw new Error(`Signer ${s.id} has not signed`);
  const signature =
    s.signature_kind === 'drawn'
      ? { kind: 'drawn' as const, strokes: s.signature_strokes ?? [] }
      : { kind: 'typed' as const, text: s.signature_text ?? s.name };
  return {
    name: s.name,
    email: s.email,
    roleLabel: s.role_label,
    signedAt: s.signed_at,
    timeZone: s.time_zone,
    signature,
  };
}
