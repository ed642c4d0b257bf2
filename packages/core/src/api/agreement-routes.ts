import {
  agreementDocumentResponseSchema,
  agreementResponseSchema,
  clientAgreementsResponseSchema,
  portalAgreementResponseSchema,
  verifyResponseSchema,
} from '../agreements/agreement-responses';
import {
  consentSchema,
  countersignSchema,
  declineSchema,
  sendAgreementSchema,
  signSchema,
  verifyCodeSchema,
  verifySchema,
  viewedSchema,
  voidAgreementSchema,
} from '../agreements/agreement-schemas';
import { defineRoutes } from './define-routes';

/**
 * Agreements (e-sign, issue 34): sent from the client page, signed in the portal step by step
 * (viewed → consent → code → sign, or decline), checked by anyone at /verify. The PDFs are file
 * routes (see team/route-actions.ts FileRoute).
 */
export const AGREEMENT_ROUTES = defineRoutes({
  'GET /api/clients/{id}/agreements': { response: clientAgreementsResponseSchema },
  'POST /api/clients/{id}/agreements': { body: sendAgreementSchema, response: agreementResponseSchema },
  'POST /api/clients/{id}/agreements/{agreementId}/void': {
    body: voidAgreementSchema,
    response: agreementResponseSchema,
  },
  'POST /api/clients/{id}/agreements/{agreementId}/countersign': {
    body: countersignSchema,
    response: agreementResponseSchema,
  },
  'POST /api/journeys/{id}/agreement-documents/uploads': {
    body: 'multipart',
    response: agreementDocumentResponseSchema,
  },
  'POST /api/portal/{token}/agreements/{agreementId}/viewed': {
    body: viewedSchema,
    response: portalAgreementResponseSchema,
  },
  'POST /api/portal/{token}/agreements/{agreementId}/consent': {
    body: consentSchema,
    response: portalAgreementResponseSchema,
  },
  'POST /api/portal/{token}/agreements/{agreementId}/code': { response: portalAgreementResponseSchema },
  'POST /api/portal/{token}/agreements/{agreementId}/code/verify': {
    body: verifyCodeSchema,
    response: portalAgreementResponseSchema,
  },
  'POST /api/portal/{token}/agreements/{agreementId}/sign': {
    body: signSchema,
    response: portalAgreementResponseSchema,
  },
  'POST /api/portal/{token}/agreements/{agreementId}/decline': {
    body: declineSchema,
    response: portalAgreementResponseSchema,
  },
  'POST /api/agreements/verify': { body: verifySchema, response: verifyResponseSchema },
});
