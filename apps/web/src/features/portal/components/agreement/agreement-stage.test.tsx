import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { portalPayload, portalStage } from '../../lib/portal-test-data';
import { StagePanel } from '../stage-panel';
import { AgreementStage } from './agreement-stage';
import { portalAgreement, signerMe } from './agreement-test-data';

const noop = () => {};
const render = (agreement: Parameters<typeof AgreementStage>[0]['agreement']) =>
  renderToStaticMarkup(
    <AgreementStage
      token="tok"
      agreement={agreement}
      workspaceName="Studio North"
      onChange={noop}
      refresh={noop}
      onLockOut={() => false}
    />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('an agreement stage in the portal', () => {
  it('says the workspace is preparing it while none was sent', () => {
    expect(text(render(null))).toContain(
      "Studio North is preparing your agreement. We'll email you when it's ready to sign.",
    );
  });

  it('tells an old link that a new version replaced it, with nothing to act on', () => {
    const html = render(portalAgreement({ status: 'voided', replaced: true, me: signerMe('closed') }));
    expect(text(html)).toContain('This agreement was replaced by a new version.');
    expect(html).not.toContain('Decline to sign');
  });

  it('shows a completed agreement with its date, the signed PDF and who signed', () => {
    const html = render(
      portalAgreement({
        status: 'completed',
        finalUrl: '/api/portal/tok/agreements/a1/final',
        me: signerMe('signed', { status: 'signed' }),
        signers: [
          { name: 'Ada', kind: 'contact', status: 'signed', signedAt: '2025-03-02T10:00:00.000Z' },
          { name: 'Alex Rivera', kind: 'member', status: 'signed', signedAt: '2025-03-04T12:00:00.000Z' },
        ],
      }),
    );
    expect(text(html)).toMatch(/Signed by everyone on Mar 4, 2025\./);
    expect(html).toContain('href="/api/portal/tok/agreements/a1/final"');
    expect(text(html)).toContain('Download the signed PDF');
    expect(text(html)).toContain('Alex Rivera');
  });

  it('names who signs first while it is not the contact’s turn, and still lets them decline', () => {
    const html = render(
      portalAgreement({
        me: signerMe('waiting'),
        signers: [
          { name: 'Alex Rivera', kind: 'member', status: 'pending', signedAt: null },
          { name: 'Ada', kind: 'contact', status: 'pending', signedAt: null },
        ],
      }),
    );
    expect(text(html)).toContain('Waiting for Alex Rivera to sign first.');
    expect(text(html)).toContain('Decline to sign');
  });

  it('opens on the document with Continue held until the last page is seen', () => {
    const html = render(portalAgreement({ me: signerMe('read') }));
    expect(text(html)).toContain('Read the whole document before you sign.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>I have read the document<\/button>/);
    expect(html).toContain('aria-label="Service agreement, the document to read"');
    expect(html).toContain('aria-current="step"');
  });

  it('shows the ESIGN disclosure and its checkbox at the consent step', () => {
    const html = render(portalAgreement({ me: signerMe('consent') }));
    expect(text(html)).toContain('You can have it on paper');
    expect(text(html)).toContain('studio@example.com');
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(text(html)).toContain('I agree to use electronic records and signatures');
  });

  it('asks for the emailed code with a one-time-code field', () => {
    const html = render(portalAgreement({ me: signerMe('code', { emailHint: 'j***@example.com' }) }));
    expect(text(html)).toContain('We emailed a 6-digit code to j***@example.com.');
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="one-time-code"/);
    expect(text(html)).toContain('Send a new code');
  });

  it('offers Type and Draw, the legal line and Sign at the last step', () => {
    const html = render(portalAgreement({ me: signerMe('sign') }));
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>.*Type/);
    expect(text(html)).toContain('Draw');
    expect(text(html)).toContain('By selecting “Sign the agreement”, I agree that this is my electronic signature');
    expect(text(html)).toContain('Sign the agreement');
    expect(text(html)).toContain('Decline to sign');
  });

  it('leaves out the code step for a signer who needs none', () => {
    const html = render(portalAgreement({ me: signerMe('sign', { codeRequired: false }) }));
    expect(text(html)).not.toContain('Verify');
  });

  it('after signing says so, lists who is left, and offers no decline', () => {
    const html = render(
      portalAgreement({
        me: signerMe('signed', { status: 'signed' }),
        signers: [
          { name: 'Ada', kind: 'contact', status: 'signed', signedAt: '2025-03-02T10:00:00.000Z' },
          { name: 'Alex Rivera', kind: 'member', status: 'pending', signedAt: null },
        ],
      }),
    );
    expect(text(html)).toContain('You signed this agreement.');
    expect(text(html)).toContain('Waiting for Alex Rivera to sign.');
    expect(html).not.toContain('Decline to sign');
  });

  it('loads the signing flow in place of a form in the stage panel', () => {
    const stage = { ...portalStage(1, 'onboarding'), stepType: 'agreement' as const, agreement: null };
    const html = renderToStaticMarkup(
      <StagePanel
        token="tok"
        stage={stage}
        done={false}
        maxUploadBytes={portalPayload([stage], 0).maxUploadBytes}
        initial={{}}
        onLeave={noop}
        onDraftSaved={noop}
        onSubmitted={noop}
        onLockOut={() => false}
        onReviewed={noop}
        requester="Studio"
        workspaceName="Studio"
        onAgreement={noop}
        refresh={noop}
        timeZone="UTC"
        onPayment={noop}
        pendingInvoice={null}
      />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<form');
  });
});
