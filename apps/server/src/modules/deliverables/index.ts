// The deliverables area's door: what other areas may use of it (the only import path into it).
export { reviewDto } from './deliverable-rows';
