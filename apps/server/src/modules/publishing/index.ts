// The publishing area's door: what other areas may use of it (the only import path into it).

// The exports' Inter fonts and HarfBuzz subsetting, which the agreements' PDFs draw with too.
export { type ExportWeight, exportFonts, measureAdvances } from './exports/export-fonts';
export { drawUploadedSvg } from './exports/export-logo';
export { normalizeText, wrapText } from './exports/fit-text';
export { subsetFont } from './exports/font-subset';
