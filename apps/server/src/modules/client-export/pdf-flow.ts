import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type ExportWeight, exportFonts, measureAdvances, normalizeText, subsetFont, wrapText } from '../publishing';

/**
 * A small text flow for the export's summary.pdf, drawn the way the agreements' PDFs are: A4,
 * Inter (regular and bold) embedded as a HarfBuzz subset of the text drawn, lines wrapped by the
 * font's own advances, a new page whenever the next line does not fit, "Page n of N" at the end.
 */
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { x: 56, top: 64, bottom: 64 } as const;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN.x;

export interface Style {
  bold?: boolean;
  size: number;
  /** Points between lines, as a multiple of the size. */
  leading?: number;
  muted?: boolean;
  indent?: number;
}

const INK = { text: rgb(0.12, 0.16, 0.22), muted: rgb(0.42, 0.45, 0.5) };
// Every label and punctuation a summary draws, whatever the client's own text.
const ALWAYS = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~·•–—…';
// Features fontkit would apply that the subset or measureAdvances does not follow (see agreements' pdf-layout.ts).
const PLAIN = { calt: false, kern: false, liga: false, clig: false, frac: false, numr: false, dnom: false };

const weightOf = (style: Style): ExportWeight => (style.bold ? 700 : 400);

/** `text` as lines of at most `width` points: each line break of the text stays one. */
export function wrapLines(text: string, style: Style, width: number): string[] {
  const lines: string[] = [];
  for (const part of text.split('\n')) {
    const normal = normalizeText(part);
    const wrapped = wrapText(normal, measureAdvances(weightOf(style)), style.size, width);
    if (wrapped.length === 0) lines.push('');
    for (const { start, end } of wrapped) lines.push(normal.slice(start, end));
  }
  return lines;
}

export class PdfFlow {
  private page!: PDFPage;
  private top = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }

  /** A document whose fonts hold every character of `text` (all the text it will draw). */
  static async create(text: string, title: string): Promise<PdfFlow> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.setTitle(title);
    pdf.setProducer('Bloom');
    pdf.registerFontkit(fontkit);
    const drawn = ALWAYS + text;
    const embed = async (weight: ExportWeight, name: string) =>
      pdf.embedFont(await subsetFont(exportFonts()[weight].data, drawn), {
        subset: false,
        customName: `BLMEXP+${name}`,
        features: { ...PLAIN },
      });
    return new PdfFlow(pdf, { regular: await embed(400, 'Inter-Regular'), bold: await embed(700, 'Inter-Bold') });
  }

  private newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.top = MARGIN.top;
  }

  /** Vertical space; none at the top of a page. */
  space(points: number) {
    if (this.top > MARGIN.top) this.top += points;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keep(height: number) {
    if (this.top + height > A4.height - MARGIN.bottom && this.top > MARGIN.top) this.newPage();
  }

  /** Wrapped text; its lines move to the next page one by one. */
  text(text: string, style: Style) {
    const indent = style.indent ?? 0;
    const height = style.size * (style.leading ?? 1.4);
    for (const line of wrapLines(text, style, CONTENT_WIDTH - indent)) {
      this.keep(height);
      if (line) {
        this.page.drawText(line, {
          x: MARGIN.x + indent,
          y: A4.height - this.top - style.size,
          size: style.size,
          font: style.bold ? this.fonts.bold : this.fonts.regular,
          color: style.muted ? INK.muted : INK.text,
        });
      }
      this.top += height;
    }
  }

  /** The bytes, with `footer(n, total)` at the bottom of every page. */
  async save(footer: (n: number, total: number) => string): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const line = wrapLines(footer(i + 1, total), { size: 8 }, CONTENT_WIDTH)[0] ?? '';
      page.drawText(line, { x: MARGIN.x, y: 30, size: 8, font: this.fonts.regular, color: INK.muted });
    });
    return this.pdf.save();
  }
}
