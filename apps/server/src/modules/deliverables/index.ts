// The deliverables area's door: what other areas may use of it (the only import path into it).
export { reviewDto } from './deliverable-rows';
// The public API's link action (modules/integrations/v1).
export { createLinkOrNote } from './deliverable-service';
