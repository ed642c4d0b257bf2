import type { PortalAgreementDto } from '@bloom/core';

/** Portal agreement payloads for the unit tests. Tests only. */

type Me = NonNullable<PortalAgreementDto['me']>;

export const signerMe = (step: Me['step'], over: Partial<Me> = {}): Me => ({
  signerId: 'signer-1',
  status: 'pending',
  step,
  codeRequired: true,
  emailHint: 'a***@example.com',
  codeSentAt: null,
  ...over,
});

export const portalAgreement = (over: Partial<PortalAgreementDto>): PortalAgreementDto => ({
  id: '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f',
  version: 1,
  status: 'sent',
  replaced: false,
  title: 'Service agreement',
  pageCount: 3,
  documentUrl: '/api/portal/tok/agreements/a1/document',
  finalUrl: null,
  providerEmail: 'studio@example.com',
  signers: [
    { name: 'Ada', kind: 'contact', status: 'pending', signedAt: null },
    { name: 'Alex Rivera', kind: 'member', status: 'pending', signedAt: null },
  ],
  me: signerMe('read'),
  ...over,
});
