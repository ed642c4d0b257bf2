// The agreements area's door: what other areas may use of it (the only import path into it).
export { agreementRoutes } from './agreement-routes';
export { portalAgreementRoutes } from './portal-agreement-routes';
export { verifyRoutes } from './verify-routes';
