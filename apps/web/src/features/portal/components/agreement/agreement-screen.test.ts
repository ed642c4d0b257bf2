import { describe, expect, it } from 'vitest';
import { agreementScreen, codeIsLive, mayDecline, resendWait, signingSteps } from './agreement-screen';
import { portalAgreement, signerMe } from './agreement-test-data';

describe('agreementScreen', () => {
  it('says the agreement is being prepared while none was sent', () => {
    expect(agreementScreen(null)).toEqual({ kind: 'preparing' });
    expect(agreementScreen(undefined)).toEqual({ kind: 'preparing' });
  });

  it('tells a replaced version from a cancelled one', () => {
    expect(agreementScreen(portalAgreement({ status: 'voided', replaced: true }))).toEqual({ kind: 'replaced' });
    expect(agreementScreen(portalAgreement({ status: 'voided' }))).toEqual({ kind: 'voided' });
  });

  it('says who declined', () => {
    const mine = portalAgreement({ status: 'declined', me: signerMe('declined', { status: 'declined' }) });
    expect(agreementScreen(mine)).toEqual({ kind: 'declined', byMe: true });
    expect(agreementScreen(portalAgreement({ status: 'declined', me: signerMe('closed') }))).toEqual({
      kind: 'declined',
      byMe: false,
    });
  });

  it('dates a completed agreement by its last signature', () => {
    const done = portalAgreement({
      status: 'completed',
      signers: [
        { name: 'Ada', kind: 'contact', status: 'signed', signedAt: '2025-03-02T10:00:00.000Z' },
        { name: 'Alex Rivera', kind: 'member', status: 'signed', signedAt: '2025-03-04T09:00:00.000Z' },
      ],
    });
    expect(agreementScreen(done)).toEqual({ kind: 'completed', completedAt: '2025-03-04T09:00:00.000Z' });
  });

  it('lets a contact who is not a signer follow along', () => {
    expect(agreementScreen(portalAgreement({ me: null }))).toEqual({ kind: 'observer' });
  });

  it('names the countersigner a contact waits for when the owner signs first', () => {
    const waiting = portalAgreement({
      me: signerMe('waiting'),
      signers: [
        { name: 'Alex Rivera', kind: 'member', status: 'pending', signedAt: null },
        { name: 'Ada', kind: 'contact', status: 'pending', signedAt: null },
      ],
    });
    expect(agreementScreen(waiting)).toEqual({ kind: 'waiting', waitingFor: ['Alex Rivera'] });
  });

  it('shows each signing step as the server reports it', () => {
    for (const step of ['read', 'consent', 'code', 'sign'] as const) {
      expect(agreementScreen(portalAgreement({ me: signerMe(step) }))).toEqual({ kind: 'step', step });
    }
  });

  it('after signing, lists who has still to sign', () => {
    const signed = portalAgreement({
      me: signerMe('signed', { status: 'signed' }),
      signers: [
        { name: 'Ada', kind: 'contact', status: 'signed', signedAt: '2025-03-02T10:00:00.000Z' },
        { name: 'Bo', kind: 'contact', status: 'pending', signedAt: null },
        { name: 'Alex Rivera', kind: 'member', status: 'pending', signedAt: null },
      ],
    });
    expect(agreementScreen(signed)).toEqual({ kind: 'signed', pending: ['Bo', 'Alex Rivera'] });
  });
});

describe('the signing helpers', () => {
  it('skips the code step when no code is asked for', () => {
    expect(signingSteps(true)).toEqual(['read', 'consent', 'code', 'sign']);
    expect(signingSteps(false)).toEqual(['read', 'consent', 'sign']);
  });

  it('offers Decline only to a pending signer of an agreement out for signature', () => {
    expect(mayDecline(portalAgreement({ me: signerMe('waiting') }))).toBe(true);
    expect(mayDecline(portalAgreement({ me: signerMe('sign') }))).toBe(true);
    expect(mayDecline(portalAgreement({ me: signerMe('signed', { status: 'signed' }) }))).toBe(false);
    expect(mayDecline(portalAgreement({ me: null }))).toBe(false);
    expect(mayDecline(portalAgreement({ status: 'voided', me: signerMe('closed') }))).toBe(false);
    expect(mayDecline(null)).toBe(false);
  });

  it('treats a code as live for 10 minutes after it was sent', () => {
    const sent = '2025-03-02T10:00:00.000Z';
    const t = Date.parse(sent);
    expect(codeIsLive(null, t)).toBe(false);
    expect(codeIsLive(sent, t + 9 * 60_000)).toBe(true);
    expect(codeIsLive(sent, t + 10 * 60_000)).toBe(false);
  });

  it('counts down 30 seconds before a new code may be asked for', () => {
    const sent = '2025-03-02T10:00:00.000Z';
    const t = Date.parse(sent);
    expect(resendWait(null, t)).toBe(0);
    expect(resendWait(sent, t)).toBe(30);
    expect(resendWait(sent, t + 29_500)).toBe(1);
    expect(resendWait(sent, t + 30_000)).toBe(0);
    // A device clock behind the server's never makes the wait longer than 30 s.
    expect(resendWait(sent, t - 5 * 60_000)).toBe(30);
  });
});
