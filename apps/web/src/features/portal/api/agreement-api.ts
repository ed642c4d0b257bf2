import type { SignatureInput } from '@bloom/core';
import { api } from '../../../lib/api-client';
import { browserZone } from '../hooks/use-portal-seen';

/**
 * The signing steps of an agreement stage (contract: packages/core/src/api/agreement-routes.ts).
 * Each answers the agreement as it stands after the step; the time zone goes into the audit trail.
 */

const at = (token: string, agreementId: string) => ({ params: { token, agreementId } });

export const markAgreementViewed = (token: string, agreementId: string, pagesSeen: number) =>
  api('POST /api/portal/{token}/agreements/{agreementId}/viewed', {
    ...at(token, agreementId),
    body: { pagesSeen, timeZone: browserZone() },
  });

export const giveConsent = (token: string, agreementId: string) =>
  api('POST /api/portal/{token}/agreements/{agreementId}/consent', {
    ...at(token, agreementId),
    body: { accepted: true, timeZone: browserZone() },
  });

export const sendSigningCode = (token: string, agreementId: string) =>
  api('POST /api/portal/{token}/agreements/{agreementId}/code', at(token, agreementId));

export const verifySigningCode = (token: string, agreementId: string, code: string) =>
  api('POST /api/portal/{token}/agreements/{agreementId}/code/verify', { ...at(token, agreementId), body: { code } });

export const signAgreement = (token: string, agreementId: string, signature: SignatureInput) =>
  api('POST /api/portal/{token}/agreements/{agreementId}/sign', {
    ...at(token, agreementId),
    body: { signature, timeZone: browserZone() },
  });

export const declineAgreement = (token: string, agreementId: string, reason: string) =>
  api('POST /api/portal/{token}/agreements/{agreementId}/decline', {
    ...at(token, agreementId),
    body: { reason, timeZone: browserZone() },
  });
