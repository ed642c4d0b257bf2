// The landing area's door: what other areas may use of it (the only import path into it).
export { landingReport } from './landing-report';
export { planFromRequest } from './plan-from-request';
