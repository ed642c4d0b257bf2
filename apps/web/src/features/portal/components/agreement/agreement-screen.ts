import { CODE_TTL_MS, type PortalAgreementDto } from '@bloom/core';

/** The four steps a signer walks through in the portal, in order. */
export type SigningStep = 'read' | 'consent' | 'code' | 'sign';

/** What an agreement stage shows, decided from the portal payload alone. */
export type AgreementScreen =
  /** Not sent to this client yet. */
  | { kind: 'preparing' }
  /** A voided version: replaced by a newer one, or cancelled. */
  | { kind: 'replaced' }
  | { kind: 'voided' }
  | { kind: 'declined'; byMe: boolean }
  | { kind: 'completed'; completedAt: string | null }
  /** Out for signature, but this contact is not one of the signers. */
  | { kind: 'observer' }
  /** Not their turn: the names of those who sign before them. */
  | { kind: 'waiting'; waitingFor: string[] }
  /** They signed; the names still to sign. */
  | { kind: 'signed'; pending: string[] }
  | { kind: 'step'; step: SigningStep };

type Signer = PortalAgreementDto['signers'][number];

const names = (signers: readonly Signer[], keep: (s: Signer) => boolean) => signers.filter(keep).map((s) => s.name);

/** The last signature's time: when everyone had signed. */
function lastSignedAt(signers: readonly Signer[]): string | null {
  const times = signers.map((s) => s.signedAt).filter((t): t is string => t !== null);
  return times.length ? times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null;
}

export function agreementScreen(agreement: PortalAgreementDto | null | undefined): AgreementScreen {
  if (!agreement) return { kind: 'preparing' };
  const { status, me, signers } = agreement;
  if (status === 'voided') return agreement.replaced ? { kind: 'replaced' } : { kind: 'voided' };
  if (status === 'declined') return { kind: 'declined', byMe: me?.status === 'declined' };
  if (status === 'completed') return { kind: 'completed', completedAt: lastSignedAt(signers) };
  if (!me) return { kind: 'observer' };
  switch (me.step) {
    case 'waiting':
      // The portal's visitor is a contact: a contact waits for the countersigner (the owner signs first).
      return { kind: 'waiting', waitingFor: names(signers, (s) => s.kind === 'member' && s.status === 'pending') };
    case 'signed':
      return { kind: 'signed', pending: names(signers, (s) => s.status === 'pending') };
    case 'declined':
      return { kind: 'declined', byMe: true };
    case 'closed':
      return { kind: 'voided' };
    default:
      return { kind: 'step', step: me.step };
  }
}

/** The steps this signer goes through: the code only when one is asked of them. */
export const signingSteps = (codeRequired: boolean): SigningStep[] =>
  codeRequired ? ['read', 'consent', 'code', 'sign'] : ['read', 'consent', 'sign'];

/** May they still decline: out for signature and not signed by them (on their turn or not). */
export const mayDecline = (agreement: PortalAgreementDto | null | undefined) =>
  agreement?.status === 'sent' && agreement.me?.status === 'pending';

/** A code sent less than 10 minutes ago may still be live: the code step does not send another on opening. */
export const codeIsLive = (codeSentAt: string | null, now: number) =>
  codeSentAt !== null && now - Date.parse(codeSentAt) < CODE_TTL_MS;

/** "Send a new code" waits this long after a send, so a slow email is not chased by a second one. */
export const RESEND_AFTER_MS = 30_000;

/** Whole seconds until a new code may be asked for; 0 when it may now (never more than 30: the clocks may differ). */
export const resendWait = (codeSentAt: string | null, now: number) =>
  codeSentAt === null
    ? 0
    : Math.min(RESEND_AFTER_MS / 1000, Math.max(0, Math.ceil((Date.parse(codeSentAt) + RESEND_AFTER_MS - now) / 1000)));
