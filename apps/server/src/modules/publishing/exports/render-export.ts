import type { ExportFormat } from '@bloom/core';
import { exportContent } from './export-content';
import { prepareExportLogo } from './export-logo';
import { renderPdf } from './render-pdf';
import { renderPng } from './render-png';

/** A testimonial and the workspace's brand: everything an export shows (and nothing it does not). */
export interface ExportInput {
  quote: string;
  name: string;
  title: string | null;
  company: string | null;
  rating: number | null;
  brand: {
    name: string;
    primaryColor: string;
    accentColor: string | null;
    /** The stored logo's bytes (PNG, JPEG, WebP or SVG), or null. */
    logo: Uint8Array | null;
    /** Its MIME type, e.g. 'image/svg+xml'. */
    logoType: string | null;
  };
}

/**
 * Renders a testimonial in one export format: PNG at the format's exact pixel size (satori lays
 * it out to SVG, resvg rasterises it), or an A4 PDF with selectable text (pdf-lib). Fonts ship
 * with the project (export-fonts.ts). Also used for the public wall's Open Graph card ('social').
 */
export async function renderExport(input: ExportInput, format: ExportFormat): Promise<Uint8Array> {
  const { brand } = input;
  const layoutInput = {
    content: exportContent(input),
    brandName: brand.name,
    colors: { primaryColor: brand.primaryColor, accentColor: brand.accentColor },
    logo: brand.logo ? await prepareExportLogo(brand.logo, brand.logoType) : null,
  };
  return format === 'pdf' ? renderPdf(layoutInput) : renderPng(format, layoutInput);
}
