import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { type ExportWeight, exportFonts, measureAdvances, normalizeText, subsetFont, wrapText } from '../../publishing';

/**
 * What the invoice PDFs draw with: the A4 page, its margins and inks like the agreements' PDFs,
 * Inter embedded as a HarfBuzz subset under a fixed tag (the same input gives the same bytes), and
 * a flow down the pages. pdf-lib and fontkit are loaded on first use (loadPdfKit), not when the
 * server starts: only types are imported here. Coordinates are points from the page's top edge.
 */
export type PdfLib = typeof import('pdf-lib');
export interface PdfKit {
  lib: PdfLib;
  fontkit: Parameters<PDFDocument['registerFontkit']>[0];
}

let kit: Promise<PdfKit> | undefined;
export function loadPdfKit(): Promise<PdfKit> {
  kit ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([lib, fk]) => ({
    lib,
    fontkit: (fk as unknown as { default: PdfKit['fontkit'] }).default ?? (fk as unknown as PdfKit['fontkit']),
  }));
  return kit;
}

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { x: 56, bottom: 64 } as const;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN.x;
const FOOTER_BASELINE = 34;

export const INK = { text: '#1f2937', strong: '#111827', muted: '#6b7280', rule: '#d1d5db', band: '#f3f4f6' } as const;

export interface Fonts {
  regular: PDFFont;
  medium: PDFFont;
  bold: PDFFont;
}
type Weight = keyof Fonts;
const WEIGHTS: Record<Weight, ExportWeight> = { regular: 400, medium: 500, bold: 700 };

export interface TextStyle {
  weight: Weight;
  size: number;
  lineHeight: number;
  ink: string;
}

// Every label, digit and punctuation a layout may draw, whatever the invoice's own text.
const ALWAYS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~·•–—−‘’“”…€£¥₹₩₫';
/** Contextual alternates, ligatures and kerning off, as the agreements' layout does (pdf-layout.ts there). */
const PLAIN_FEATURES = { calt: false, kern: false, liga: false, clig: false, frac: false, numr: false, dnom: false };

/** Intl's money and dates use no-break and narrow spaces; drawn as plain ones (one glyph fewer to miss). */
export const plain = (text: string) => text.replace(/[\u00a0\u202f\u2007\u2009]/g, ' ');

export async function embedFonts({ fontkit }: PdfKit, pdf: PDFDocument, text: string): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const drawn = ALWAYS + plain(text);
  const embed = async (weight: Weight, name: string) =>
    pdf.embedFont(await subsetFont(exportFonts()[WEIGHTS[weight]].data, drawn), {
      subset: false,
      customName: `BLOOMI+${name}`,
      features: { ...PLAIN_FEATURES },
    });
  const [regular, medium, bold] = await Promise.all([
    embed('regular', 'Inter-Regular'),
    embed('medium', 'Inter-Medium'),
    embed('bold', 'Inter-Bold'),
  ]);
  return { regular, medium, bold };
}

export const textWidth = (text: string, style: Pick<TextStyle, 'weight' | 'size'>) =>
  measureAdvances(WEIGHTS[style.weight])(plain(text)) * style.size;

/** `text` wrapped to `width`; each line break the writer typed stays one. An empty text is one empty line. */
export function wrapLines(text: string, style: Pick<TextStyle, 'weight' | 'size'>, width: number): string[] {
  const lines: string[] = [];
  for (const part of plain(text).split('\n')) {
    const normal = normalizeText(part);
    const wrapped = wrapText(normal, measureAdvances(WEIGHTS[style.weight]), style.size, width);
    if (wrapped.length === 0) lines.push('');
    for (const { start, end } of wrapped) lines.push(normal.slice(start, end));
  }
  return lines;
}

export const lineHeight = (style: TextStyle) => style.size * style.lineHeight;

/** The drawing surface: pages, fonts, and where the next thing goes (`top`). */
export class Sheet {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  top = 0;
  private start = 0;

  constructor(
    private readonly kit: PdfKit,
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly startPage: (sheet: Sheet) => number,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.top = 0;
    this.top = this.startPage(this);
    this.start = this.top;
  }

  /** A new page unless `height` fits above the bottom margin (or this page is still empty). */
  ensure(height: number) {
    if (height > A4.height - MARGIN.bottom - this.top && this.top > this.start) this.newPage();
  }

  color(hex: string) {
    const n = Number.parseInt(hex.slice(1), 16);
    return this.kit.lib.rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
  }

  /** One line whose box starts `top` below the page's top edge; `align: 'right'` ends it at `x`. */
  line(text: string, style: TextStyle, x: number, top: number, align: 'left' | 'right' = 'left', page = this.page) {
    const shown = plain(text);
    if (!shown) return;
    const { font: metrics } = exportFonts()[400];
    const ascent = metrics.ascent / metrics.unitsPerEm;
    const content = (metrics.ascent - metrics.descent) / metrics.unitsPerEm;
    const baseline = top + ((style.lineHeight - content) * style.size) / 2 + ascent * style.size;
    page.drawText(shown, {
      x: align === 'right' ? x - textWidth(shown, style) : x,
      y: A4.height - baseline,
      size: style.size,
      font: this.fonts[style.weight],
      color: this.color(style.ink),
    });
  }

  /** Wrapped text at `x`, `width` wide, from `top`; answers the height it took. */
  block(text: string, style: TextStyle, x: number, top: number, width: number): number {
    const lines = wrapLines(text, style, width);
    for (const [i, l] of lines.entries()) this.line(l, style, x, top + i * lineHeight(style));
    return lines.length * lineHeight(style);
  }

  /** Wrapped text in the flow: lines move to the next page one by one. */
  flow(text: string, style: TextStyle, x = MARGIN.x, width = CONTENT_WIDTH) {
    for (const l of wrapLines(text, style, width)) {
      this.ensure(lineHeight(style));
      this.line(l, style, x, this.top);
      this.top += lineHeight(style);
    }
  }

  rule(x: number, width: number, top: number, ink: string = INK.rule, thickness = 0.75) {
    this.page.drawLine({
      start: { x, y: A4.height - top },
      end: { x: x + width, y: A4.height - top },
      thickness,
      color: this.color(ink),
    });
  }

  band(x: number, width: number, top: number, height: number, ink: string) {
    this.page.drawRectangle({ x, y: A4.height - top - height, width, height, color: this.color(ink) });
  }

  image(image: PDFImage, x: number, top: number, width: number, height: number) {
    this.page.drawImage(image, { x, y: A4.height - top - height, width, height });
  }

  /** Every page's footer: `left` cut to fit, `right` (the page number) on the same line. */
  footers(left: string, right: (page: number, total: number) => string) {
    const style: TextStyle = { weight: 'regular', size: 8, lineHeight: 1, ink: INK.muted };
    const top = A4.height - FOOTER_BASELINE - style.size;
    for (const [index, page] of this.pages.entries()) {
      const r = right(index + 1, this.pages.length);
      const room = CONTENT_WIDTH - textWidth(r, style) - 16;
      const first = wrapLines(left, style, room)[0] ?? '';
      this.line(first === normalizeText(plain(left)) ? first : `${first}…`, style, MARGIN.x, top, 'left', page);
      this.line(r, style, A4.width - MARGIN.x, top, 'right', page);
    }
  }
}

/** Every page's header, as the agreements' PDFs draw it: the logo, the name, a rule in the accent colour. */
const HEADER = { top: 30, logoHeight: 26, logoMaxWidth: 140, rule: 68 } as const;
/** Where a page's content starts, below the header. */
export const CONTENT_TOP = 92;

export function drawHeader(sheet: Sheet, name: string, logo: PDFImage | null, accent: string) {
  let nameLeft = MARGIN.x;
  if (logo) {
    const scale = Math.min(HEADER.logoHeight / logo.height, HEADER.logoMaxWidth / logo.width);
    const width = logo.width * scale;
    const height = logo.height * scale;
    sheet.image(logo, MARGIN.x, HEADER.top + (HEADER.logoHeight - height) / 2, width, height);
    nameLeft += width + 12;
  }
  const style: TextStyle = { weight: 'bold', size: 10.5, lineHeight: 1.2, ink: INK.strong };
  const line = wrapLines(name, style, A4.width - MARGIN.x - nameLeft)[0] ?? '';
  sheet.line(line, style, nameLeft, HEADER.top + (HEADER.logoHeight - lineHeight(style)) / 2);
  sheet.band(MARGIN.x, CONTENT_WIDTH, HEADER.rule, 1.5, accent);
}

/** The workspace's logo as a PNG; one pdf-lib cannot read is left out rather than failing the document. */
export async function embedLogo(pdf: PDFDocument, png: Uint8Array): Promise<PDFImage | null> {
  try {
    return await pdf.embedPng(png);
  } catch {
    return null;
  }
}
