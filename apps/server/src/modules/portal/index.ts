// The portal area's door: what other areas may use of it (the only import path into it).
export { PORTAL_RATE_RULES, portalMissKey, portalNotFound, portalTooManyMisses } from './portal-access';
