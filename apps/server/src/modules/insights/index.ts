// The insights area's door: what other areas may use of it (the only import path into it).
export { insightSubscriptions } from './insight-subscribers';
