import type {
  AgreementDto,
  AgreementEventDto,
  ClientAgreementStageDto,
  ClientAgreementsResponse,
  MeResponse,
  Role,
  SignerDto,
} from '@bloom/core';
import { sessionKeys } from '../../api/session';
import type { Seed } from '../../lib/static-render';

export { render, type Seed, textOf } from '../../lib/static-render';

/** Fixtures for the agreements screens' tests (never bundled: only tests import it). */

export const OWNER_ID = 'user-owner';

/** The signed-in person as GET /api/me answers, in `role`. */
export const sessionAs = (role: Role, userId = OWNER_ID, name = 'Ana Lima'): Seed => [
  sessionKeys.all,
  {
    user: { id: userId, email: 'ana@example.com', name },
    workspace: {
      id: 'w1',
      name: 'Lima Studio',
      primaryColor: '#14b8a6',
      logoUrl: null,
      onboardingCompleted: true,
      timezone: 'UTC',
      accentColor: null,
      calendlyUrl: null,
    },
    profile: { messageVariant: 'c' },
    isAdmin: false,
    portalOrigin: 'https://portal.example.com',
    role,
  } satisfies MeResponse,
];

export const contactSigner = (name: string, extra: Partial<SignerDto> = {}): SignerDto => ({
  id: `signer-${name.toLowerCase()}`,
  kind: 'contact',
  contactId: `contact-${name.toLowerCase()}`,
  userId: null,
  name,
  email: `${name.toLowerCase()}@example.com`,
  roleLabel: null,
  signOrder: 1,
  status: 'pending',
  viewedAt: null,
  consentedAt: null,
  verifiedAt: null,
  signedAt: null,
  signatureKind: null,
  declineReason: null,
  ...extra,
});

export const memberSigner = (name: string, userId: string, extra: Partial<SignerDto> = {}): SignerDto => ({
  ...contactSigner(name),
  id: `signer-${userId}`,
  kind: 'member',
  contactId: null,
  userId,
  email: null,
  signOrder: 2,
  ...extra,
});

export const event = (kind: AgreementEventDto['kind'], at: string, actor: string): AgreementEventDto => ({
  id: `event-${kind}-${at}`,
  kind,
  at,
  signerId: null,
  actor,
  timeZone: 'Europe/Paris',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  detail: null,
});

export const agreement = (extra: Partial<AgreementDto> = {}): AgreementDto => ({
  id: 'agreement-1',
  stageId: 'stage-1',
  stageName: 'Sign the contract',
  version: 1,
  status: 'sent',
  title: 'Service Agreement',
  source: 'text',
  pageCount: 3,
  originalSha256: 'a'.repeat(64),
  finalSha256: null,
  order: 'clients_first',
  allowWithoutEmail: false,
  variables: { fee: '$4,000' },
  documentUrl: '/api/clients/c1/agreements/agreement-1/document',
  finalUrl: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  completedAt: null,
  declinedAt: null,
  voidedAt: null,
  voidReason: null,
  replacedBy: null,
  signers: [contactSigner('Maya'), memberSigner('Ana Lima', OWNER_ID)],
  events: [
    event('created', '2026-03-02T10:00:00.000Z', 'Ana Lima'),
    event('sent', '2026-03-02T10:00:01.000Z', 'Ana Lima'),
  ],
  ...extra,
});

export const stage = (extra: Partial<ClientAgreementStageDto> = {}): ClientAgreementStageDto => ({
  stageId: 'stage-1',
  stageName: 'Sign the contract',
  customVariables: ['fee', 'start_date'],
  source: 'text',
  title: 'Service Agreement',
  order: 'clients_first',
  problem: null,
  current: null,
  history: [],
  ...extra,
});

export const answer = (stages: ClientAgreementStageDto[]): ClientAgreementsResponse => ({
  stages,
  countersigners: [
    { userId: OWNER_ID, name: 'Ana Lima', role: 'owner' },
    { userId: 'user-admin', name: 'Bo Chen', role: 'admin' },
  ],
});
