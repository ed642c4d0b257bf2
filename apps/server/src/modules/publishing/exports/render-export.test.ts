import { EXPORT_FORMATS, type ExportFormat } from '@bloom/core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/helpers/pdf-text';
import { exportContent } from './export-content';
import { exportFonts } from './export-fonts';
import { ELLIPSIS, normalizeText } from './fit-text';
import { PNG_GEOMETRY, type PngFormat, type PngLayoutInput, QUOTE_KEY } from './png-layout';
import { type ExportInput, renderExport } from './render-export';
import { PDF_GEOMETRY, renderPdfWithLayout } from './render-pdf';
import { renderPngSvg } from './render-png';

const PNG_FORMATS: PngFormat[] = ['square', 'social', 'story'];
const SHORT = 'Great work!';
const MEDIUM =
  'Working with Bloom Studio was a delight. They understood our brand from the first call, delivered ahead of schedule, and the new site doubled our sign-ups in a month.';
const LONG = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. '
  .repeat(30)
  .slice(0, 2000);

const input = (extra: Partial<ExportInput> = {}): ExportInput => ({
  quote: MEDIUM,
  name: 'Jordan Lée',
  title: 'Head of Marketing',
  company: 'Acme Ltd',
  rating: 4,
  brand: { name: 'Bloom Studio', primaryColor: '#4f46e5', accentColor: '#f59e0b', logo: null, logoType: null },
  ...extra,
});
const layoutInput = (extra: Partial<ExportInput> = {}): PngLayoutInput => {
  const i = input(extra);
  return {
    content: exportContent(i),
    brandName: i.brand.name,
    colors: { primaryColor: i.brand.primaryColor, accentColor: i.brand.accentColor },
    logo: null,
  };
};

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(view.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/** The bounding box of every path drawn in `fill` (satori writes text as absolute M/L/Q/Z paths). */
function pathBox(svg: string, fill: string) {
  const box = { left: Number.POSITIVE_INFINITY, top: Number.POSITIVE_INFINITY, right: -1, bottom: -1, paths: 0 };
  for (const match of svg.matchAll(/<path fill="([^"]+)" d="([^"]+)"/g)) {
    if (match[1] !== fill) continue;
    box.paths += 1;
    const numbers = (match[2] as string).match(/-?\d*\.?\d+(?:e-?\d+)?/g)?.map(Number) ?? [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = [numbers[i] as number, numbers[i + 1] as number];
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

describe('PNG exports', () => {
  it.each(PNG_FORMATS)('%s has the exact pixel size of its format', async (format) => {
    const started = performance.now();
    const png = await renderExport(input(), format);
    const warm = performance.now();
    await renderExport(input({ quote: LONG }), format);
    const done = performance.now();
    console.info(
      `export ${format}: ${Math.round(warm - started)} ms (first), ${Math.round(done - warm)} ms (2,000 characters)`,
    );
    expect(pngSize(png)).toEqual({ width: EXPORT_FORMATS[format].width, height: EXPORT_FORMATS[format].height });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      EXPORT_FORMATS[format].width,
      EXPORT_FORMATS[format].height,
    ]);
  });

  describe.each(PNG_FORMATS)('%s keeps the quote inside the card', (format) => {
    const g = PNG_GEOMETRY[format];
    const inner = {
      left: g.pad + g.cardPad,
      right: g.width - g.pad - g.cardPad,
      top: g.pad + g.cardPad,
      bottom: g.height - g.pad - g.footer - g.gap - g.cardPad,
    };
    it.each([
      ['a short quote', SHORT],
      ['a medium quote', MEDIUM],
      ['a 2,000-character quote', LONG],
      ['one 600-character word', 'x'.repeat(600)],
    ])('%s', async (_label, quote) => {
      const { svg, layout, nodes } = await renderPngSvg(format, layoutInput({ quote }));
      const { fitted, maxHeight } = layout.quoteBox;
      // Satori's own layout of the quote's box and of each of its lines.
      const node = nodes.find((n) => n.key === QUOTE_KEY);
      expect(node, 'the quote was laid out').toBeDefined();
      if (!node) return;
      expect(node.left).toBeGreaterThanOrEqual(inner.left - 0.5);
      expect(node.left + node.width).toBeLessThanOrEqual(inner.right + 0.5);
      expect(node.top).toBeGreaterThanOrEqual(inner.top - 0.5);
      expect(node.top + node.height).toBeLessThanOrEqual(inner.bottom + 0.5);
      // The lines take their full height: the box (at most maxHeight, overflow hidden) clipped none.
      expect(node.height).toBeLessThanOrEqual(maxHeight + 0.5);
      // (satori rounds each line's height to whole pixels)
      const full = fitted.lines.length * fitted.size * g.quote.lineHeight;
      expect(Math.abs(node.height - full)).toBeLessThanOrEqual(fitted.lines.length * 0.5 + 0.5);
      const lines = nodes.filter((n) => n.textContent !== undefined && fitted.lines.includes(n.textContent));
      expect(lines.length).toBeGreaterThanOrEqual(fitted.lines.length);
      for (const line of lines) {
        expect(line.top + line.height).toBeLessThanOrEqual(node.top + node.height + 0.5);
        expect(line.left).toBeGreaterThanOrEqual(inner.left - 0.5);
      }
      // And the glyphs drawn in the quote's ink lie inside the card's padding.
      const drawn = pathBox(svg, layout.theme.quoteInk);
      expect(drawn.paths).toBeGreaterThan(0);
      expect(drawn.left).toBeGreaterThanOrEqual(inner.left - 1);
      expect(drawn.right).toBeLessThanOrEqual(inner.right + 1);
      expect(drawn.top).toBeGreaterThanOrEqual(inner.top - 1);
      expect(drawn.bottom).toBeLessThanOrEqual(inner.bottom + 1);
      // Every element stays on the canvas.
      for (const n of nodes) {
        expect(n.left).toBeGreaterThanOrEqual(0);
        expect(n.top).toBeGreaterThanOrEqual(0);
        expect(n.left + n.width).toBeLessThanOrEqual(g.width + 0.5);
        expect(n.top + n.height).toBeLessThanOrEqual(g.height + 0.5);
      }
      if (quote === LONG) {
        expect(fitted.truncated).toBe(true);
        expect(fitted.size).toBe(g.quote.minSize);
        expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
        expect(normalizeText(quote).startsWith(fitted.text.slice(0, -1))).toBe(true);
      }
      if (quote === SHORT) expect(fitted.size).toBe(g.quote.maxSize);
    });
  });

  it.each([
    ['accents', { name: 'Zoë Ångström-Nuñez', company: 'Café Crème', quote: 'Très bien, ça marche à merveille — 5★' }],
    ['Cyrillic', { name: 'Жанна Иванова', title: 'Директор', quote: 'Отличная работа, всё сделано вовремя!' }],
    ['Hebrew (right to left)', { name: 'דנה כהן', company: 'סטודיו', quote: 'עבודה מצוינת, ממליצה בחום!' }],
    ['Arabic (right to left)', { name: 'ليلى حداد', quote: `عمل رائع! أنصح به بشدة ${'جداً '.repeat(200)}` }],
    ['a very long name and byline', { name: 'N'.repeat(300), title: 'T '.repeat(300), company: 'C'.repeat(300) }],
  ])('renders %s within the canvas without throwing', async (_label, extra) => {
    for (const format of PNG_FORMATS) {
      const g = PNG_GEOMETRY[format];
      const { nodes } = await renderPngSvg(format, layoutInput(extra));
      for (const n of nodes) {
        expect(n.left + n.width).toBeLessThanOrEqual(g.width + 0.5);
        expect(n.top + n.height).toBeLessThanOrEqual(g.height + 0.5);
      }
      // The author's name is shown, shortened to one line when it is too long.
      const name = nodes.find((n) => n.textContent?.startsWith(normalizeText(extra.name).slice(0, 5)));
      expect(name).toBeDefined();
      expect(name?.height).toBeLessThanOrEqual(g.name * 1.25 + 0.5);
      expect(pngSize(await renderExport(input(extra), format))).toEqual({ width: g.width, height: g.height });
    }
  });

  it('draws the workspace logo (PNG and SVG) and the same bytes for the same input', async () => {
    const png = await sharp({ create: { width: 400, height: 100, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#00ff00"/></svg>',
    );
    for (const [logo, logoType] of [
      [png, 'image/png'],
      [svg, 'image/svg+xml'],
    ] as const) {
      const brand = { ...input().brand, primaryColor: '#ffffff', logo: new Uint8Array(logo), logoType };
      const first = await renderExport(input({ brand }), 'square');
      expect(Buffer.from(await renderExport(input({ brand }), 'square')).equals(Buffer.from(first))).toBe(true);
      // The footer's logo: pure green pixels in its row, on a white canvas.
      const g = PNG_GEOMETRY.square;
      const { data, info } = await sharp(first)
        .extract({ left: g.pad, top: g.height - g.pad - g.footer, width: 200, height: g.footer })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let green = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i] === 0 && data[i + 1] === 255 && data[i + 2] === 0) green += 1;
      }
      expect(green, logoType).toBeGreaterThan(1000);
    }
    // A broken logo is left out; the export still renders.
    const broken = { ...input().brand, logo: new Uint8Array([1, 2, 3]), logoType: 'image/png' };
    expect(pngSize(await renderExport(input({ brand: broken }), 'social')).width).toBe(1200);
  });
});

describe('the PDF export', () => {
  it('is one A4 page whose text (quote, accents, Cyrillic, stars) can be extracted', async () => {
    const started = performance.now();
    const bytes = await renderExport(input({ name: 'Zoë Жанна', company: 'Café' }), 'pdf');
    console.info(`export pdf: ${Math.round(performance.now() - started)} ms`);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: EXPORT_FORMATS.pdf.width, height: EXPORT_FORMATS.pdf.height });
    const text = await pdfText(bytes);
    expect(text.split('\n').join(' ')).toContain(MEDIUM);
    expect(text).toContain('Zoë Жанна');
    expect(text).toContain('Head of Marketing · Café');
    expect(text).toContain('Bloom Studio');
    expect(text).toContain('★★★★');
    // The fonts are embedded subsets, with a fixed tag: the same testimonial gives the same bytes.
    expect(
      Buffer.from(await renderExport(input({ name: 'Zoë Жанна', company: 'Café' }), 'pdf')).equals(Buffer.from(bytes)),
    ).toBe(true);
    expect(bytes.byteLength).toBeLessThan(100_000);
  });

  it('fits a 2,000-character quote in its box, cut with an ellipsis', async () => {
    const { bytes, quoteBox } = await renderPdfWithLayout({ ...layoutInput({ quote: LONG }) });
    const { fitted } = quoteBox;
    expect(fitted.truncated).toBe(true);
    expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
    expect(fitted.lines.length * fitted.size * PDF_GEOMETRY.quote.lineHeight).toBeLessThanOrEqual(quoteBox.height);
    expect(quoteBox.top + quoteBox.height).toBeLessThanOrEqual(EXPORT_FORMATS.pdf.height - PDF_GEOMETRY.bottom);
    // Each line's width with the medium weight's advances, as pdf-lib draws them.
    const { font } = exportFonts()[500];
    for (const line of fitted.lines) {
      const width =
        (font.layout(line).glyphs.reduce((sum, g) => sum + g.advanceWidth, 0) / font.unitsPerEm) * fitted.size;
      expect(width).toBeLessThanOrEqual(quoteBox.width + 0.01);
    }
    expect((await pdfText(bytes)).split('\n')).toEqual(expect.arrayContaining(fitted.lines));
  });

  it('renders right-to-left names and quotes without throwing', async () => {
    const bytes = await renderExport(input({ name: 'דנה כהן', quote: 'مرحبا، عمل رائع!' }), 'pdf');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});

describe('every format', () => {
  it.each(Object.keys(EXPORT_FORMATS) as ExportFormat[])('%s renders an empty rating and no byline', async (format) => {
    const bytes = await renderExport(input({ rating: null, title: null, company: null }), format);
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });
});
