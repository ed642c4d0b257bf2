import { type AgreementDto, type SignerDto, whoseTurn } from '@bloom/core';
import type { BadgeTone } from '../../components/ui/badge';
import { formatOwnerDate } from '../../lib/owner-dates';
import { AGREEMENTS_UI as M } from './agreements-messages';

/** Where a signer stands, as the client page's chip says it: Waiting, Viewed, Signed (date) or Declined. */
export function signerChip(signer: Pick<SignerDto, 'status' | 'signedAt' | 'viewedAt'>): {
  label: string;
  tone: BadgeTone;
} {
  if (signer.status === 'signed') {
    return { label: M.chipSigned(signer.signedAt ? formatOwnerDate(signer.signedAt) : ''), tone: 'primary' };
  }
  if (signer.status === 'declined') return { label: M.chipDeclined, tone: 'red' };
  if (signer.viewedAt) return { label: M.chipViewed, tone: 'blue' };
  return { label: M.chipWaiting, tone: 'neutral' };
}

/** The workspace member who countersigns (one per agreement). */
export const countersignerOf = (agreement: Pick<AgreementDto, 'signers'>) =>
  agreement.signers.find((s) => s.kind === 'member');

/** The signer who declined, when one did. */
export const declinerOf = (agreement: Pick<AgreementDto, 'signers'>) =>
  agreement.signers.find((s) => s.status === 'declined');

/** True when the agreement waits for this user's countersignature now (their turn by the signing order). */
export function isMyTurn(agreement: Pick<AgreementDto, 'status' | 'order' | 'signers'>, userId: string | undefined) {
  if (!userId || agreement.status !== 'sent') return false;
  const mine = agreement.signers.find((s) => s.kind === 'member' && s.userId === userId && s.status === 'pending');
  return Boolean(mine) && whoseTurn(agreement.signers, agreement.order) === 'member';
}

/** A pending signer whose turn has not come yet (the other side signs first). */
export const waitsForOthers = (agreement: Pick<AgreementDto, 'status' | 'order' | 'signers'>, signer: SignerDto) =>
  agreement.status === 'sent' &&
  signer.status === 'pending' &&
  whoseTurn(agreement.signers, agreement.order) !== signer.kind;

/** Contacts first, in the order they were chosen, then the countersigner (or the reverse when the owner signs first). */
export function orderedSigners(agreement: Pick<AgreementDto, 'signers'>): SignerDto[] {
  return [...agreement.signers].sort((a, b) => a.signOrder - b.signOrder);
}
