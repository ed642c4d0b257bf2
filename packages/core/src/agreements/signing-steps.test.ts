import { describe, expect, it } from 'vitest';
import type { SignerKind, SignerStatus, SigningOrder } from './agreement-types';
import {
  type AgreementState,
  isComplete,
  mayDecline,
  mayTake,
  type SignerState,
  signerStep,
  signOrderFor,
  whoseTurn,
} from './signing-steps';

const signer = (kind: SignerKind, status: SignerStatus = 'pending', extra: Partial<SignerState> = {}): SignerState => ({
  kind,
  status,
  email: 'x@example.com',
  viewedAt: null,
  consentedAt: null,
  verifiedAt: null,
  ...extra,
});

const agreementOf = (
  order: SigningOrder,
  signers: SignerState[],
  extra: Partial<AgreementState> = {},
): AgreementState => ({ status: 'sent', order, allowWithoutEmail: false, signers, ...extra });

describe('turn order', () => {
  it('clients_first: contacts sign first (in parallel), then the countersigner', () => {
    expect(signOrderFor('contact', 'clients_first')).toBe(1);
    expect(signOrderFor('member', 'clients_first')).toBe(2);
    const ann = signer('contact');
    const bob = signer('contact');
    const owner = signer('member');
    expect(whoseTurn([ann, bob, owner], 'clients_first')).toBe('contact');
    expect(whoseTurn([{ ...ann, status: 'signed' }, bob, owner], 'clients_first')).toBe('contact');
    expect(whoseTurn([{ ...ann, status: 'signed' }, { ...bob, status: 'signed' }, owner], 'clients_first')).toBe(
      'member',
    );
    expect(
      whoseTurn(
        [
          { ...ann, status: 'signed' },
          { ...owner, status: 'signed' },
        ],
        'clients_first',
      ),
    ).toBeNull();
  });

  it('owner_first: the countersigner first, then the contacts', () => {
    expect(signOrderFor('member', 'owner_first')).toBe(1);
    expect(signOrderFor('contact', 'owner_first')).toBe(2);
    const owner = signer('member');
    const ann = signer('contact');
    expect(whoseTurn([ann, owner], 'owner_first')).toBe('member');
    expect(whoseTurn([ann, { ...owner, status: 'signed' }], 'owner_first')).toBe('contact');
  });

  it('complete only when there are signers and all signed', () => {
    expect(isComplete([])).toBe(false);
    expect(isComplete([signer('contact', 'signed'), signer('member', 'pending')])).toBe(false);
    expect(isComplete([signer('contact', 'signed'), signer('member', 'signed')])).toBe(true);
    expect(isComplete([signer('contact', 'declined'), signer('member', 'signed')])).toBe(false);
  });
});

describe('signerStep', () => {
  const now = new Date('2025-03-04T10:00:00Z');

  it('a contact reads, consents, confirms the code, then signs (clients first)', () => {
    const owner = signer('member');
    const steps = [
      signer('contact'),
      signer('contact', 'pending', { viewedAt: now }),
      signer('contact', 'pending', { viewedAt: now, consentedAt: now }),
      signer('contact', 'pending', { viewedAt: now, consentedAt: now, verifiedAt: now }),
      signer('contact', 'signed', { viewedAt: now, consentedAt: now, verifiedAt: now }),
    ].map((s) => signerStep(s, agreementOf('clients_first', [s, owner])));
    expect(steps).toEqual(['read', 'consent', 'code', 'sign', 'signed']);
    // The countersigner waits for the contact, then signs.
    expect(signerStep(owner, agreementOf('clients_first', [signer('contact'), owner]))).toBe('waiting');
    expect(signerStep(owner, agreementOf('clients_first', [signer('contact', 'signed'), owner]))).toBe('sign');
  });

  it('owner first: the contact waits until the countersigner signed', () => {
    const ann = signer('contact');
    const owner = signer('member');
    expect(signerStep(ann, agreementOf('owner_first', [ann, owner]))).toBe('waiting');
    expect(signerStep(owner, agreementOf('owner_first', [ann, owner]))).toBe('sign');
    expect(signerStep(ann, agreementOf('owner_first', [ann, { ...owner, status: 'signed' }]))).toBe('read');
  });

  it('skips the code only for a contact without email when the owner allowed it', () => {
    const noEmail = signer('contact', 'pending', { email: null, viewedAt: now, consentedAt: now });
    expect(signerStep(noEmail, agreementOf('clients_first', [noEmail], { allowWithoutEmail: true }))).toBe('sign');
    expect(signerStep(noEmail, agreementOf('clients_first', [noEmail]))).toBe('code');
    const withEmail = { ...noEmail, email: 'a@b.c' };
    expect(signerStep(withEmail, agreementOf('clients_first', [withEmail], { allowWithoutEmail: true }))).toBe('code');
  });

  it('closed once voided or declined by someone else; a signer who acted keeps their state', () => {
    const ann = signer('contact', 'pending', { viewedAt: now });
    const bob = signer('contact', 'declined');
    expect(signerStep(ann, agreementOf('clients_first', [ann, bob], { status: 'declined' }))).toBe('closed');
    expect(signerStep(bob, agreementOf('clients_first', [ann, bob], { status: 'declined' }))).toBe('declined');
    const signed = signer('contact', 'signed');
    expect(signerStep(signed, agreementOf('clients_first', [signed], { status: 'completed' }))).toBe('signed');
    expect(signerStep(signed, agreementOf('clients_first', [signed], { status: 'voided' }))).toBe('closed');
  });

  it('mayTake allows a step once reached (not before, not after signing); decline while pending', () => {
    expect(mayTake('read', 'read')).toBe(true);
    expect(mayTake('read', 'consent')).toBe(false);
    expect(mayTake('code', 'consent')).toBe(true);
    expect(mayTake('code', 'sign')).toBe(false);
    expect(mayTake('sign', 'sign')).toBe(true);
    expect(mayTake('waiting', 'read')).toBe(false);
    expect(mayTake('signed', 'sign')).toBe(false);
    expect(mayTake('closed', 'read')).toBe(false);
    expect(mayDecline({ status: 'pending' }, { status: 'sent' })).toBe(true);
    expect(mayDecline({ status: 'signed' }, { status: 'sent' })).toBe(false);
    expect(mayDecline({ status: 'pending' }, { status: 'voided' })).toBe(false);
  });
});
