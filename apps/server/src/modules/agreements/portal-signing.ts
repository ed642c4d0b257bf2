import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  codeCheck,
  codeExpiry,
  codeRequired,
  codeSendCheck,
  generateCodeDigits,
  AGREEMENT_MESSAGES as M,
  mayDecline,
  mayTake,
  type PortalAgreementDto,
  type SignerStep,
  triesLeftAfterWrong,
} from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { RateRule } from '../../kernel/rate-limit';
import { badRequest, conflict, notFound, tooManyRequests } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { StoredFileRecord } from '../../platform/storage/send-stored-file';
import { loadPortalAgreement, type PortalProject } from '../portal';
import { type Evidence, recordAgreementEvent } from './agreement-evidence';
import { queueSigningCode } from './agreement-mail';
import { agreementSigners, applySignature, assertOpen, lockAgreement, stepOf } from './signing';
import type { SigningServices } from './signing-services';

/**
 * A contact signs in the portal, step by step and only in order, each step checked here on the
 * server (core's signerStep): read every page → consent to sign electronically → confirm the
 * emailed 6-digit code (unless the contact has no email and the owner allowed that) → sign; or
 * decline before signing. Every step is the visiting contact's own (their share token): an
 * agreement of another client, or one they do not sign, is 404. Each step locks the agreement
 * and writes its audit event (UTC time, the browser's zone, address, browser).
 */

type Trx = Transaction<Database>;

/** Per client address (scaled by RATE_LIMIT_SCALE), on top of the per-signer limits of core's signing-code. */
export const AGREEMENT_RATE_RULES = {
  /** Every signing step. */
  stepsPerAddress: { limit: 120, windowSeconds: 15 * 60 },
  /** Codes emailed (someone making us mail many signers): a household or office signing together fits. */
  codeSendsPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  /** Codes tried, across signers (someone guessing). */
  codeChecksPerAddress: { limit: 40, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** One portal request on one agreement. */
export interface PortalSigning {
  db: Db;
  services: SigningServices;
  /** AUTH_SECRET: the code is kept only as an HMAC under it. */
  secret: string;
  token: string;
  project: PortalProject;
  agreementId: string;
  evidence: Evidence;
}

/** The code as stored: an HMAC under AUTH_SECRET bound to the signer (a code is never stored in clear). */
const codeHash = (secret: string, signerId: string, code: string) =>
  createHmac('sha256', secret).update(`agreement-code:${signerId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * This client's agreement locked, and the visiting contact's signer on it: 404 when either is
 * not theirs (before saying anything about its state).
 */
async function lockMySigner(trx: Trx, step: PortalSigning) {
  const agreement = await lockAgreement(trx, step.agreementId, step.project.id);
  const signers = await agreementSigners(trx, agreement.id);
  const signer = signers.find((s) => s.kind === 'contact' && s.contact_id === step.project.contact.id);
  if (!signer) throw notFound(M.notFound);
  return { agreement, signers, signer };
}

/** 409 unless the signer has reached `step` (and may still act): the earlier steps come first. */
function requireStep(current: SignerStep, step: 'read' | 'consent' | 'code' | 'sign') {
  if (mayTake(current, step)) return;
  if (current === 'waiting') throw conflict(M.notYourTurn);
  if (current === 'signed') throw conflict(M.signedByYou);
  if (current === 'declined') throw conflict(M.declined);
  if (current === 'closed') throw conflict(M.notSent);
  throw conflict(M.stepOutOfOrder);
}

/** The signer's zone, when this step's browser reported one (else what an earlier step said). */
const zoneUpdate = (evidence: Evidence) => (evidence.timeZone ? { time_zone: evidence.timeZone } : {});

/** The agreement as the portal shows it after the step. */
async function answer(step: PortalSigning): Promise<PortalAgreementDto> {
  const agreement = await loadPortalAgreement(
    step.db,
    step.token,
    { id: step.project.id, contactId: step.project.contact.id },
    step.agreementId,
  );
  if (!agreement) throw notFound(M.notFound);
  return agreement;
}

/** …/viewed: the signer scrolled through every page (`pagesSeen` of the page count). Once. */
export async function recordViewed(step: PortalSigning, pagesSeen: number): Promise<PortalAgreementDto> {
  await step.db.transaction().execute(async (trx) => {
    const { agreement, signers, signer } = await lockMySigner(trx, step);
    assertOpen(agreement);
    requireStep(stepOf(agreement, signers, signer), 'read');
    if (signer.viewed_at) return;
    if (pagesSeen < agreement.page_count) throw badRequest(M.mustReadAll);
    const now = new Date();
    await trx
      .updateTable('agreement_signers')
      .set({ viewed_at: now, ...zoneUpdate(step.evidence) })
      .where('id', '=', signer.id)
      .execute();
    await recordAgreementEvent(trx, {
      agreementId: agreement.id,
      signerId: signer.id,
      kind: 'viewed',
      actor: signer.name,
      evidence: step.evidence,
      at: now,
      detail: { pagesSeen: agreement.page_count },
    });
  });
  return answer(step);
}

/** …/consent: the ESIGN consent, after reading. Once. */
export async function recordConsent(step: PortalSigning): Promise<PortalAgreementDto> {
  await step.db.transaction().execute(async (trx) => {
    const { agreement, signers, signer } = await lockMySigner(trx, step);
    assertOpen(agreement);
    requireStep(stepOf(agreement, signers, signer), 'consent');
    if (signer.consented_at) return;
    const now = new Date();
    await trx
      .updateTable('agreement_signers')
      .set({ consented_at: now, ...zoneUpdate(step.evidence) })
      .where('id', '=', signer.id)
      .execute();
    await recordAgreementEvent(trx, {
      agreementId: agreement.id,
      signerId: signer.id,
      kind: 'consent_given',
      actor: signer.name,
      evidence: step.evidence,
      at: now,
    });
  });
  return answer(step);
}

/**
 * …/code: emails a new 6-digit code (crypto.randomInt), valid 10 minutes; the one before stops
 * working. At most 5 sends per signer in 15 minutes (429 after); a confirmed signer needs none.
 */
export async function sendSigningCode(step: PortalSigning): Promise<PortalAgreementDto> {
  await step.db.transaction().execute(async (trx) => {
    const { agreement, signers, signer } = await lockMySigner(trx, step);
    assertOpen(agreement);
    requireStep(stepOf(agreement, signers, signer), 'code');
    if (!codeRequired(signer, agreement.allow_without_email) || signer.verified_at) throw conflict(M.codeNotNeeded);
    if (!signer.email) throw conflict(M.codeNone);
    const now = new Date();
    const sends = codeSendCheck({ codeSentAt: signer.code_sent_at, codeSends: signer.code_sends }, now);
    if (!sends.ok) throw tooManyRequests(M.codeTooManySends, Math.ceil(sends.retryAfterMs / 1000));
    const code = generateCodeDigits(randomInt);
    await trx
      .updateTable('agreement_signers')
      .set({
        code_hash: codeHash(step.secret, signer.id, code),
        code_expires_at: codeExpiry(now),
        code_attempts: 0,
        code_sent_at: now,
        code_sends: sends.sends,
      })
      .where('id', '=', signer.id)
      .execute();
    await recordAgreementEvent(trx, {
      agreementId: agreement.id,
      signerId: signer.id,
      kind: 'code_sent',
      actor: signer.name,
      // No zone in this request: the one the signer's browser gave before.
      evidence: { ...step.evidence, timeZone: step.evidence.timeZone ?? signer.time_zone },
      at: now,
      detail: { to: signer.email },
    });
    await queueSigningCode(trx, step.services, { agreementId: agreement.id, signerId: signer.id, code });
  });
  return answer(step);
}

/**
 * …/code/verify: the code is right, live (10 minutes) and within its 5 tries: the signer is
 * confirmed and the code is cleared (it cannot be used again). A wrong code counts a try (kept
 * even though the answer is an error); after the fifth, even the right code needs a new one.
 */
export async function verifySigningCode(step: PortalSigning, code: string): Promise<PortalAgreementDto> {
  const wrong = await step.db.transaction().execute(async (trx) => {
    const { agreement, signers, signer } = await lockMySigner(trx, step);
    assertOpen(agreement);
    requireStep(stepOf(agreement, signers, signer), 'code');
    if (!codeRequired(signer, agreement.allow_without_email)) throw conflict(M.codeNotNeeded);
    const now = new Date();
    const state = {
      codeHash: signer.code_hash,
      codeExpiresAt: signer.code_expires_at,
      codeAttempts: signer.code_attempts,
    };
    const check = codeCheck(state, now);
    if (check === 'no_code') throw conflict(M.codeNone);
    if (check === 'too_many_attempts') throw conflict(M.codeTooManyTries);
    if (check === 'expired') throw conflict(M.codeExpired);
    if (!sameHash(codeHash(step.secret, signer.id, code), signer.code_hash ?? '')) {
      await trx
        .updateTable('agreement_signers')
        .set({ code_attempts: sql`code_attempts + 1` })
        .where('id', '=', signer.id)
        .execute();
      return { left: triesLeftAfterWrong(signer.code_attempts) };
    }
    await trx
      .updateTable('agreement_signers')
      .set({ verified_at: now, code_hash: null, code_expires_at: null, code_attempts: 0 })
      .where('id', '=', signer.id)
      .execute();
    await recordAgreementEvent(trx, {
      agreementId: agreement.id,
      signerId: signer.id,
      kind: 'code_verified',
      actor: signer.name,
      evidence: { ...step.evidence, timeZone: step.evidence.timeZone ?? signer.time_zone },
      at: now,
    });
    return null;
  });
  // Thrown after the commit, so the wrong try stays counted.
  if (wrong) throw badRequest(wrong.left > 0 ? M.codeWrong(wrong.left) : M.codeTooManyTries);
  return answer(step);
}

/**
 * …/sign: the last step. The client is locked first, then the agreement (the order of every
 * agreement change), so a completion's journey update never waits on another signature.
 */
export async function signInPortal(step: PortalSigning, signature: unknown): Promise<PortalAgreementDto> {
  await step.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('projects')
      .select('id')
      .where('id', '=', step.project.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { agreement, signers, signer } = await lockMySigner(trx, step);
    assertOpen(agreement);
    requireStep(stepOf(agreement, signers, signer), 'sign');
    await applySignature(trx, step.services, {
      agreementId: agreement.id,
      signerId: signer.id,
      signature,
      evidence: { ...step.evidence, timeZone: step.evidence.timeZone ?? signer.time_zone },
    });
  });
  return answer(step);
}

/**
 * …/decline: before signing, on their turn or not, a contact declines with a reason: the
 * agreement stops ('declined') until the owner voids it and sends a new version; the owner is
 * told (agreement.declined, which notifications and webhooks follow).
 */
export async function declineInPortal(step: PortalSigning, reason: string): Promise<PortalAgreementDto> {
  await step.db.transaction().execute(async (trx) => {
    const { agreement, signer } = await lockMySigner(trx, step);
    assertOpen(agreement);
    if (!mayDecline(signer, agreement)) throw conflict(signer.status === 'signed' ? M.signedByYou : M.notSent);
    const now = new Date();
    await trx
      .updateTable('agreement_signers')
      .set({ status: 'declined', decline_reason: reason, ...zoneUpdate(step.evidence) })
      .where('id', '=', signer.id)
      .execute();
    await trx
      .updateTable('agreements')
      .set({ status: 'declined', declined_at: now })
      .where('id', '=', agreement.id)
      .execute();
    await recordAgreementEvent(trx, {
      agreementId: agreement.id,
      signerId: signer.id,
      kind: 'declined',
      actor: signer.name,
      evidence: step.evidence,
      at: now,
      detail: { reason },
    });
    await step.services.events.publish(trx, 'agreement.declined', {
      workspaceId: agreement.workspace_id,
      clientId: agreement.project_id,
      agreementId: agreement.id,
      stageId: agreement.step_id,
      reason,
    });
  });
  return answer(step);
}

/**
 * An agreement's PDF for the portal: the frozen original, or the sealed final once completed.
 * Any contact of the client may read them (the stage shows to every contact); another client's
 * agreement, or a final not made yet, is 404.
 */
export async function findPortalAgreementFile(
  db: Db,
  project: PortalProject,
  agreementId: string,
  file: 'document' | 'final',
): Promise<StoredFileRecord> {
  const row = await db
    .selectFrom('agreements')
    .select(['title', 'status', 'original_key', 'final_key'])
    .where('id', '=', agreementId)
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  const key = file === 'document' ? row?.original_key : row?.status === 'completed' ? row.final_key : null;
  if (!row || !key) throw notFound(M.notFound);
  return {
    key,
    originalName: `${row.title}${file === 'final' ? ' (signed)' : ''}.pdf`,
    mimeType: 'application/pdf',
  };
}
