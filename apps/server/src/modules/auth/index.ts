// The auth area's door: what other areas may use of it (the only import path into it).
export type { Auth } from './auth';
export { requireOwner, requireOwnerOnce } from './session';
