import { EXPORT_FORMATS } from '@bloom/core';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type ExportContent, FILLED_STAR, starsText } from './export-content';
import { type ExportWeight, exportFonts, measureAdvances } from './export-fonts';
import { exportTheme } from './export-theme';
import { ELLIPSIS, type FittedText, fitText, type MeasureText } from './fit-text';
import { subsetFont } from './font-subset';
import type { PngLogo } from './png-layout';
import { QUOTE_MARK_PATH } from './quote-mark';

export interface PdfInput {
  content: ExportContent;
  brandName: string;
  colors: { primaryColor: string; accentColor: string | null };
  logo: PngLogo | null;
}

const { width: PAGE_WIDTH, height: PAGE_HEIGHT } = EXPORT_FORMATS.pdf;
/** The A4 page's layout, in points. */
export const PDF_GEOMETRY = {
  margin: 64,
  header: 120,
  logoHeight: 56,
  brandSize: 20,
  markHeight: 40,
  quote: { maxSize: 26, minSize: 12, lineHeight: 1.45 },
  starSize: 22,
  nameSize: 18,
  metaSize: 13,
  bottom: 72,
} as const;
const G = PDF_GEOMETRY;
const LINE = 1.3;

/** What the layout tests measure: the quote's box and how it was fitted. */
export interface PdfQuoteBox {
  top: number;
  width: number;
  height: number;
  fitted: FittedText;
}

const color = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const widthAt =
  (font: PDFFont): MeasureText =>
  (text) =>
    font.widthOfTextAtSize(text, 1);

/**
 * Draws one line whose box starts `top` points below the page's top edge: the baseline sits
 * where a browser would put it (half the leading above the font's ascent).
 */
function drawLine(page: PDFPage, text: string, font: PDFFont, size: number, x: number, top: number, ink: string) {
  const { font: metrics } = exportFonts()[400];
  const ascent = metrics.ascent / metrics.unitsPerEm;
  const content = (metrics.ascent - metrics.descent) / metrics.unitsPerEm;
  const baseline = top + ((LINE - content) * size) / 2 + ascent * size;
  page.drawText(text, { x, y: PAGE_HEIGHT - baseline, size, font, color: color(ink) });
}

/** One line at `size`, cut with an ellipsis when wider than `width`. */
const oneLine = (text: string, font: PDFFont, size: number, width: number) =>
  fitText(text, widthAt(font), {
    width,
    height: size * LINE,
    maxSize: size,
    minSize: size,
    lineHeight: LINE,
    maxLines: 1,
  }).text;

/**
 * The A4 PDF: a header band in the primary colour with the logo and the workspace's name, the
 * quotation mark, the quote as real text (Inter, embedded as a subset with its Unicode mapping,
 * so it can be selected, searched and copied), the stars and the author.
 */
export async function renderPdfWithLayout(input: PdfInput): Promise<{ bytes: Uint8Array; quoteBox: PdfQuoteBox }> {
  const theme = exportTheme(input.colors);
  const { content } = input;
  // No creation or modification date: the same testimonial gives the same bytes (its ETag holds).
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  // Every character any line may draw: the texts, shortened ones end with the ellipsis.
  const drawn = [input.brandName, content.quote, content.name, content.byline ?? '', FILLED_STAR, ELLIPSIS].join('');
  const embed = async (weight: ExportWeight, name: string) =>
    // A fixed subset tag instead of pdf-lib's random one: the same testimonial gives the same bytes.
    pdf.embedFont(await subsetFont(exportFonts()[weight].data, drawn), { subset: false, customName: `BLOOMS+${name}` });
  const [regular, medium, bold] = await Promise.all([
    embed(400, 'Inter-Regular'),
    embed(500, 'Inter-Medium'),
    embed(700, 'Inter-Bold'),
  ]);
  pdf.setTitle(`${content.name} — ${input.brandName}`);
  pdf.setAuthor(input.brandName);
  pdf.setCreator('Bloom');
  pdf.setProducer('Bloom');
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const inner = PAGE_WIDTH - 2 * G.margin;

  // The header band.
  page.drawRectangle({
    x: 0,
    y: PAGE_HEIGHT - G.header,
    width: PAGE_WIDTH,
    height: G.header,
    color: color(theme.background),
  });
  let nameLeft = G.margin;
  if (input.logo) {
    const image = await pdf.embedPng(input.logo.png);
    const scale = Math.min(G.logoHeight / input.logo.height, (inner * 0.4) / input.logo.width);
    const width = input.logo.width * scale;
    const height = input.logo.height * scale;
    page.drawImage(image, { x: G.margin, y: PAGE_HEIGHT - (G.header + height) / 2, width, height });
    nameLeft += width + 16;
  }
  const brandWidth = PAGE_WIDTH - G.margin - nameLeft;
  drawLine(
    page,
    oneLine(input.brandName, bold, G.brandSize, brandWidth),
    bold,
    G.brandSize,
    nameLeft,
    (G.header - G.brandSize * LINE) / 2,
    theme.onBackground,
  );

  // The mark, then the quote in the room left above the stars and the author.
  let top = G.header + 56;
  const markScale = G.markHeight / 36;
  page.drawSvgPath(QUOTE_MARK_PATH, { x: G.margin, y: PAGE_HEIGHT - top, scale: markScale, color: color(theme.mark) });
  top += G.markHeight + 24;
  const below = (content.stars === null ? 0 : G.starSize * LINE + 20) + 28 + (G.nameSize + G.metaSize) * LINE;
  const room = PAGE_HEIGHT - top - below - G.bottom;
  // Measured by the font's advances (fast); pdf-lib draws the same glyphs, kerning aside.
  const fitted = fitText(content.quote, measureAdvances(500), { width: inner * 0.98, height: room, ...G.quote });
  const quoteBox: PdfQuoteBox = { top, width: inner, height: room, fitted };
  const lineHeight = fitted.size * G.quote.lineHeight;
  for (const line of fitted.lines) {
    // drawLine centres LINE; the quote's own leading is wider, so place its box by that.
    drawLine(
      page,
      line,
      medium,
      fitted.size,
      G.margin,
      top + ((G.quote.lineHeight - LINE) * fitted.size) / 2,
      theme.quoteInk,
    );
    top += lineHeight;
  }
  top += 28;

  if (content.stars !== null) {
    const { filled, empty } = starsText(content.stars);
    drawLine(page, filled, regular, G.starSize, G.margin, top, theme.mark);
    if (empty) {
      const x = G.margin + regular.widthOfTextAtSize(filled, G.starSize);
      drawLine(page, empty, regular, G.starSize, x, top, theme.emptyStar);
    }
    top += G.starSize * LINE + 20;
  }
  drawLine(page, oneLine(content.name, bold, G.nameSize, inner), bold, G.nameSize, G.margin, top, theme.nameInk);
  top += G.nameSize * LINE;
  if (content.byline) {
    drawLine(
      page,
      oneLine(content.byline, regular, G.metaSize, inner),
      regular,
      G.metaSize,
      G.margin,
      top,
      theme.metaInk,
    );
  }
  return { bytes: await pdf.save(), quoteBox };
}

export async function renderPdf(input: PdfInput): Promise<Uint8Array> {
  return (await renderPdfWithLayout(input)).bytes;
}
