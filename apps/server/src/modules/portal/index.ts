// The portal area's door: what other areas may use of it (the only import path into it).
export { completeStageWithoutAnswers, lockJourney } from './journey-state';
export {
  PORTAL_RATE_RULES,
  type PortalProject,
  portalMissKey,
  portalNotFound,
  portalTooManyMisses,
} from './portal-access';
export { loadPortalAgreement, portalAgreementFilePath } from './portal-agreement';
export { PORTAL_COOKIE } from './portal-cookie';
export { portalGuards } from './portal-guards';
export { loadPortalPayment } from './portal-payment';
export { openPortal, type PortalGate, type PortalVisit } from './portal-session';
export { portalSubscriptions } from './portal-subscribers';
