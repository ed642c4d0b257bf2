/** Testimonial exports (issue 21): three PNG sizes and an A4 PDF with selectable text. */
export const EXPORT_FORMATS = {
  square: { label: 'Square image', width: 1080, height: 1080, type: 'image/png', extension: 'png' },
  social: { label: 'Social card', width: 1200, height: 630, type: 'image/png', extension: 'png' },
  story: { label: 'Story', width: 1080, height: 1920, type: 'image/png', extension: 'png' },
  // A4 in PDF points (1/72 inch).
  pdf: { label: 'PDF (A4)', width: 595, height: 842, type: 'application/pdf', extension: 'pdf' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const EXPORT_FORMAT_IDS = Object.keys(EXPORT_FORMATS) as ExportFormat[];
