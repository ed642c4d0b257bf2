// The admin area's door: what other areas may use of it (the only import path into it).
export { adminCheck } from './require-admin';
