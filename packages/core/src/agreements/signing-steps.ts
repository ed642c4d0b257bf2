import type { AgreementStatus, SignerKind, SignerStatus, SignerStep, SigningOrder } from './agreement-types';
import { codeRequired } from './signing-code';

/**
 * Who signs when, and what a signer does next. The server enforces the same steps in the same
 * order (read every page → consent → code → sign); the portal shows them. Zod-free.
 */

export interface SignerState {
  kind: SignerKind;
  status: SignerStatus;
  email: string | null;
  viewedAt: Date | string | null;
  consentedAt: Date | string | null;
  verifiedAt: Date | string | null;
}

export interface AgreementState {
  status: AgreementStatus;
  order: SigningOrder;
  allowWithoutEmail: boolean;
  /** Every signer of the agreement (this one included): the turn depends on them. */
  signers: readonly Pick<SignerState, 'kind' | 'status'>[];
}

/** The sign_order of a signer: 1 signs first. */
export const signOrderFor = (kind: SignerKind, order: SigningOrder): 1 | 2 =>
  (kind === 'member') === (order === 'owner_first') ? 1 : 2;

/** Whose turn it is: the kind that signs first while any of it is pending, then the other; null when nobody is pending. */
export function whoseTurn(
  signers: readonly Pick<SignerState, 'kind' | 'status'>[],
  order: SigningOrder,
): SignerKind | null {
  const first: SignerKind = order === 'owner_first' ? 'member' : 'contact';
  const second: SignerKind = first === 'member' ? 'contact' : 'member';
  const pending = (kind: SignerKind) => signers.some((s) => s.kind === kind && s.status === 'pending');
  if (pending(first)) return first;
  if (pending(second)) return second;
  return null;
}

/** Complete when there are signers and every one signed. */
export const isComplete = (signers: readonly Pick<SignerState, 'status'>[]) =>
  signers.length > 0 && signers.every((s) => s.status === 'signed');

/**
 * What this signer does next. A countersigning member signs from the client page, so their
 * steps are only waiting → sign; a contact reads, consents, confirms the code (when one is
 * required), then signs. A voided or declined agreement is closed to everyone who has not acted.
 */
export function signerStep(signer: SignerState, agreement: AgreementState): SignerStep {
  if (agreement.status === 'voided') return 'closed';
  if (signer.status === 'signed') return 'signed';
  if (signer.status === 'declined') return 'declined';
  if (agreement.status !== 'sent') return 'closed';
  if (whoseTurn(agreement.signers, agreement.order) !== signer.kind) return 'waiting';
  if (signer.kind === 'member') return 'sign';
  if (!signer.viewedAt) return 'read';
  if (!signer.consentedAt) return 'consent';
  if (codeRequired(signer, agreement.allowWithoutEmail) && !signer.verifiedAt) return 'code';
  return 'sign';
}

/** The steps in order, so the server can refuse a step taken too early ('read' before 'consent' …). */
const STEP_RANK: Record<SignerStep, number> = {
  waiting: 0,
  read: 1,
  consent: 2,
  code: 3,
  sign: 4,
  signed: 5,
  declined: 5,
  closed: 5,
};

/** True when the signer has reached `step` (is at it or past it) and may still act. */
export const mayTake = (current: SignerStep, step: Exclude<SignerStep, 'waiting' | 'signed' | 'declined' | 'closed'>) =>
  current !== 'waiting' && STEP_RANK[current] >= STEP_RANK[step] && STEP_RANK[current] <= STEP_RANK.sign;

/** A pending signer may decline before signing, on their turn or not, while the agreement is out. */
export const mayDecline = (signer: Pick<SignerState, 'status'>, agreement: Pick<AgreementState, 'status'>) =>
  agreement.status === 'sent' && signer.status === 'pending';
