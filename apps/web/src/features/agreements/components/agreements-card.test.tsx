import { AGREEMENT_MESSAGES } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreementKeys } from '../../../api/agreements';
import { ApiError } from '../../../lib/api-client';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import {
  agreement,
  answer,
  contactSigner,
  event,
  memberSigner,
  OWNER_ID,
  render,
  type Seed,
  sessionAs,
  stage,
  textOf,
} from '../agreements-test-data';
import { AgreementsCard } from './agreements-card';

const client = {
  id: 'c1',
  journey: { id: 'j1', name: 'Onboarding', description: null, introText: null },
  steps: [
    {
      id: 'stage-1',
      stepOrder: 1,
      name: 'Sign the contract',
      stepType: 'agreement' as const,
      status: 'in_progress' as const,
    },
  ],
};
const seeds = (value: unknown, role: 'owner' | 'admin' | 'member' = 'owner', userId = OWNER_ID): Seed[] => [
  [agreementKeys.client('c1'), value],
  sessionAs(role, userId),
];
const card = (value: unknown, role?: 'owner' | 'admin' | 'member', userId?: string) =>
  render(<AgreementsCard client={client} />, seeds(value, role, userId));

/** The markup of the button (or link) whose words include `label`, from its opening tag. */
const controlOf = (html: string, label: string) =>
  html.match(new RegExp(`<(?:button|a)[^>]*>(?:(?!</(?:button|a)>).)*${label}`))?.[0] ?? '';

beforeAll(() => setOwnerTimeZone('UTC'));

describe('AgreementsCard', () => {
  it('shows nothing for a client whose journey has no agreement stage', () => {
    const html = render(
      <AgreementsCard client={{ ...client, steps: [{ ...client.steps[0]!, stepType: 'onboarding' }] }} />,
    );
    expect(html).toBe('');
  });

  it('shows a skeleton while loading, and the error with Try again when the list could not load', () => {
    expect(textOf(render(<AgreementsCard client={client} />))).toContain('Loading agreements...');
    const failed = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong.');
    expect(textOf(card(failed))).toContain(
      "We couldn't load this client's agreements. Something went wrong. Try again",
    );
  });

  it('offers Prepare and send for a stage not sent yet', () => {
    const html = card(answer([stage()]));
    const text = textOf(html);
    expect(text).toContain('Agreements Sign the contract Service Agreement Not sent yet');
    expect(controlOf(html, 'Prepare and send')).not.toContain('disabled=""');
  });

  it('turns Prepare and send off with the reason when the stage is not ready, linking to the editor', () => {
    const html = card(answer([stage({ problem: AGREEMENT_MESSAGES.bodyRequired })]));
    expect(textOf(html)).toContain(`${AGREEMENT_MESSAGES.bodyRequired} Open the journey editor`);
    expect(html).toContain('href="/journeys/j1/stages"');
    const button = controlOf(html, 'Prepare and send');
    expect(button).toContain('disabled=""');
    expect(button).toMatch(/aria-describedby="[^"]+"/);
  });

  it('lists each signer with a chip while it is out, and no Countersign before the client has signed', () => {
    const sent = agreement({
      signers: [
        contactSigner('Maya', { viewedAt: '2026-03-03T09:00:00.000Z' }),
        contactSigner('Priya', { status: 'signed', signedAt: '2026-03-04T09:00:00.000Z' }),
        contactSigner('Dan'),
        memberSigner('Ana Lima', OWNER_ID),
      ],
    });
    const html = card(answer([stage({ current: sent })]));
    const text = textOf(html);
    expect(text).toContain('Waiting for signatures');
    expect(text).toContain('Version 1 · Sent Mar 2, 2026');
    expect(text).toContain('Maya maya@example.com Viewed');
    expect(text).toContain('Priya priya@example.com Signed Mar 4, 2026');
    expect(text).toContain('Dan dan@example.com Waiting');
    expect(text).toContain('Ana Lima (you) Countersigns · Signs after the others Waiting');
    expect(text).not.toContain('Your turn to countersign');
    expect(html).toContain('href="/api/clients/c1/agreements/agreement-1/document"');
    expect(controlOf(html, 'Void')).toBeTruthy();
  });

  it('asks the countersigner to sign once every contact has, and tells the others whom it waits for', () => {
    const ready = agreement({
      signers: [
        contactSigner('Maya', { status: 'signed', signedAt: '2026-03-04T09:00:00.000Z' }),
        memberSigner('Ana Lima', OWNER_ID),
      ],
    });
    expect(textOf(card(answer([stage({ current: ready })])))).toContain('Your turn to countersign. Countersign');
    const admin = textOf(card(answer([stage({ current: ready })]), 'admin', 'user-admin'));
    expect(admin).not.toContain('Your turn to countersign');
    expect(admin).toContain('Waiting for Ana Lima to countersign.');
  });

  it('asks the countersigner first when the owner signs first', () => {
    const ownerFirst = agreement({
      order: 'owner_first',
      signers: [contactSigner('Maya', { signOrder: 2 }), memberSigner('Ana Lima', OWNER_ID, { signOrder: 1 })],
    });
    const text = textOf(card(answer([stage({ current: ownerFirst })])));
    expect(text).toContain('Your turn to countersign.');
    expect(text.indexOf('Ana Lima (you)')).toBeLessThan(text.indexOf('Maya'));
    expect(text).toContain('Maya maya@example.com · Signs after the others Waiting');
  });

  it('says when everyone signed, with the signed PDF to download', () => {
    const done = agreement({
      status: 'completed',
      completedAt: '2026-03-05T12:00:00.000Z',
      finalUrl: '/api/clients/c1/agreements/agreement-1/final',
      signers: [
        contactSigner('Maya', { status: 'signed', signedAt: '2026-03-04T09:00:00.000Z' }),
        memberSigner('Ana Lima', OWNER_ID, { status: 'signed', signedAt: '2026-03-05T12:00:00.000Z' }),
      ],
    });
    const html = card(answer([stage({ current: done })]));
    const text = textOf(html);
    expect(text).toContain('Signed by everyone on Mar 5, 2026');
    expect(controlOf(html, 'Download signed PDF')).toContain('href="/api/clients/c1/agreements/agreement-1/final"');
    expect(controlOf(html, 'Countersign')).toBe('');
    expect(controlOf(html, 'Void')).toBe('');
  });

  it('shows who declined and why, with Void and send a new version', () => {
    const declined = agreement({
      status: 'declined',
      declinedAt: '2026-03-04T09:00:00.000Z',
      signers: [
        contactSigner('Maya', { status: 'declined', declineReason: 'The fee is wrong' }),
        memberSigner('Ana Lima', OWNER_ID),
      ],
    });
    const html = card(answer([stage({ current: declined })]));
    const text = textOf(html);
    expect(text).toContain('Declined');
    expect(text).toContain('Maya declined to sign Reason: “The fee is wrong” Void and send a new version');
    expect(text).not.toContain('Your turn to countersign');
  });

  it('offers a new version once voided, and keeps the earlier versions', () => {
    const voided = agreement({
      id: 'agreement-2',
      version: 2,
      status: 'voided',
      voidedAt: '2026-03-06T08:00:00.000Z',
      voidReason: 'Wrong start date',
    });
    const older = agreement({ status: 'voided', voidedAt: '2026-03-03T08:00:00.000Z', voidReason: 'Typo' });
    const text = textOf(card(answer([stage({ current: voided, history: [older] })])));
    expect(text).toContain('Voided Mar 6, 2026 Reason: Wrong start date Send new version');
    expect(text).toContain('1 earlier version');
    expect(text).toContain('Version 1 · Voided Mar 3, 2026 · Typo');
  });

  it('lists the audit trail in the workspace’s time zone, with where each event came from', () => {
    const sent = agreement({
      events: [
        event('sent', '2026-03-02T10:00:00.000Z', 'Ana Lima'),
        event('viewed', '2026-03-03T14:30:00.000Z', 'Maya'),
        event('code_verified', '2026-03-03T14:35:00.000Z', 'Maya'),
      ],
    });
    const text = textOf(card(answer([stage({ current: sent })])));
    expect(text).toContain('Audit trail (3) Times in UTC.');
    expect(text).toContain('Mar 3, 2026, 2:30 PM Viewed the document · Maya 203.0.113.7 · Europe/Paris');
    expect(text).toContain('Identity confirmed by code · Maya');
  });

  it('gives each agreement stage its own section', () => {
    const html = card(
      answer([
        stage(),
        stage({ stageId: 'stage-2', stageName: 'Photo release', title: 'Release', customVariables: [] }),
      ]),
    );
    expect(html.match(/<section aria-labelledby=/g)).toHaveLength(2);
    expect(textOf(html)).toContain('Photo release Release Not sent yet');
  });
});
