// The publishing area's door: what other areas may use of it (the only import path into it).
export { drawUploadedSvg } from './exports/export-logo';
