// The journeys area's door: what other areas may use of it (the only import path into it).
export { builtinJourneysVersion } from './builtin-version';
export { slotDto, visibleTemplates } from './journey-queries';
export { sanitizeIntro } from './sanitize-intro';
