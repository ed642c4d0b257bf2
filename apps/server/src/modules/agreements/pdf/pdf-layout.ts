import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type ExportWeight, exportFonts, measureAdvances, normalizeText, subsetFont, wrapText } from '../../publishing';

/**
 * What the agreement PDFs share: the A4 page, its margins and inks, Inter embedded as a HarfBuzz
 * subset under a fixed tag (the same input gives the same bytes), wrapping by the font's own
 * advances, and a flow that moves down the page and starts a new one when the next thing does
 * not fit. Coordinates are points from the page's top edge; drawing converts to PDF's bottom-up.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { x: 56, bottom: 64 } as const;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN.x;
/** Where the footer's baseline sits, from the page's bottom edge. */
const FOOTER_BASELINE = 34;

export const INK = {
  text: '#1f2937',
  strong: '#111827',
  muted: '#6b7280',
  rule: '#d1d5db',
  signature: '#1e3a8a',
} as const;

export const color = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

export interface InterFonts {
  regular: PDFFont;
  medium: PDFFont;
  bold: PDFFont;
}
export type Weight = keyof InterFonts;
const WEIGHTS: Record<Weight, ExportWeight> = { regular: 400, medium: 500, bold: 700 };

// Every label, number and punctuation a layout may draw, whatever the document's own text.
const ALWAYS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~·•–—‘’“”…';

/**
 * OpenType features fontkit applies when pdf-lib encodes a line, turned off: contextual
 * alternates (a raised colon in "14:05", case forms of "-" "+" "(") come out blank from the
 * subset; ligatures and fractions ("1/2") would draw glyphs measureAdvances does not measure; and
 * kerning, which pdf-lib does not position anyway, made encoding a line ~15 times slower.
 */
const PLAIN_FEATURES = { calt: false, kern: false, liga: false, clig: false, frac: false, numr: false, dnom: false };

/** Inter's three weights, each a subset holding `text`'s characters, tagged `tag` (six capitals). */
export async function embedInter(pdf: PDFDocument, text: string, tag: string): Promise<InterFonts> {
  pdf.registerFontkit(fontkit);
  const drawn = ALWAYS + text;
  const embed = async (weight: Weight, name: string) =>
    pdf.embedFont(await subsetFont(exportFonts()[WEIGHTS[weight]].data, drawn), {
      subset: false,
      customName: `${tag}+${name}`,
      features: { ...PLAIN_FEATURES },
    });
  const [regular, medium, bold] = await Promise.all([
    embed('regular', 'Inter-Regular'),
    embed('medium', 'Inter-Medium'),
    embed('bold', 'Inter-Bold'),
  ]);
  return { regular, medium, bold };
}

/** A run of text: its weight, size (points) and line height (a multiple of the size). */
export interface TextStyle {
  weight: Weight;
  size: number;
  lineHeight: number;
  ink: string;
}

export const measure = (weight: Weight) => measureAdvances(WEIGHTS[weight]);
export const textWidth = (text: string, style: Pick<TextStyle, 'weight' | 'size'>) =>
  measure(style.weight)(text) * style.size;

/**
 * `text` wrapped to `width`: each line the writer broke stays a break, the rest of the whitespace
 * is single spaces. An empty text is one empty line (it still takes its height).
 */
export function wrapLines(text: string, style: Pick<TextStyle, 'weight' | 'size'>, width: number): string[] {
  const lines: string[] = [];
  for (const part of text.split('\n')) {
    const normal = normalizeText(part);
    const wrapped = wrapText(normal, measure(style.weight), style.size, width);
    if (wrapped.length === 0) lines.push('');
    for (const { start, end } of wrapped) lines.push(normal.slice(start, end));
  }
  return lines;
}

/** Draws one line whose box (size × lineHeight) starts `top` points below the page's top edge. */
export function drawLine(page: PDFPage, fonts: InterFonts, text: string, style: TextStyle, x: number, top: number) {
  if (!text) return;
  const { font: metrics } = exportFonts()[400];
  const ascent = metrics.ascent / metrics.unitsPerEm;
  const content = (metrics.ascent - metrics.descent) / metrics.unitsPerEm;
  const baseline = top + ((style.lineHeight - content) * style.size) / 2 + ascent * style.size;
  page.drawText(text, {
    x,
    y: A4.height - baseline,
    size: style.size,
    font: fonts[style.weight],
    color: color(style.ink),
  });
}

/** A horizontal rule `top` points below the page's top edge. */
export function drawRule(page: PDFPage, x: number, width: number, top: number, ink: string, thickness = 0.75) {
  page.drawLine({
    start: { x, y: A4.height - top },
    end: { x: x + width, y: A4.height - top },
    thickness,
    color: color(ink),
  });
}

/**
 * Moves down the pages: `ensure(height)` starts a new page (through `startPage`, which draws its
 * header and answers where content begins) when `height` would cross the bottom margin.
 */
export class PageFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  top = 0;
  /** Where this page's content began: nothing is drawn yet while `top` is still there. */
  private start = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly startPage: (page: PDFPage, index: number) => number,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.top = this.startPage(this.page, this.pages.length - 1);
    this.start = this.top;
  }

  /** Room left on this page above the bottom margin. */
  get room() {
    return A4.height - MARGIN.bottom - this.top;
  }

  /** A new page unless `height` fits here (or this page is still empty: taller things flow on from it). */
  ensure(height: number) {
    if (height > this.room && this.top > this.start) this.newPage();
  }

  /** Space above something, dropped at the top of a page (none above a heading that starts one). */
  space(points: number) {
    if (this.top > this.start) this.top += points;
  }

  /** Wrapped text at `x`, `width` wide; lines move to the next page one by one. */
  text(fonts: InterFonts, text: string, style: TextStyle, x: number, width: number) {
    const height = style.size * style.lineHeight;
    for (const line of wrapLines(text, style, width)) {
      this.ensure(height);
      drawLine(this.page, fonts, line, style, x, this.top);
      this.top += height;
    }
  }
}

/** The footer of every page: `left` (cut to fit) and `right` on one line. */
export function drawFooter(page: PDFPage, fonts: InterFonts, left: string, right: string) {
  const style: TextStyle = { weight: 'regular', size: 8, lineHeight: 1, ink: INK.muted };
  const rightWidth = textWidth(right, style);
  const room = CONTENT_WIDTH - rightWidth - 16;
  const shown = wrapLines(left, style, room)[0] ?? '';
  const top = A4.height - FOOTER_BASELINE - style.size;
  drawLine(
    page,
    fonts,
    shown === normalizeText(left) ? shown : `${shown.replace(/\s*\S*$/, '')}…`,
    style,
    MARGIN.x,
    top,
  );
  drawLine(page, fonts, right, style, A4.width - MARGIN.x - rightWidth, top);
}
