import { type AgreementBlock, parseAgreementText } from '@bloom/core';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfinfo, pdftotext } from '../../../platform/pdf/poppler-tools';
import { type AgreementPdfInput, renderAgreementDocument, renderAgreementPdf } from './render-agreement-pdf';

const branding = { workspaceName: 'Atelier Zoë', accentColor: '#e11d48', logoPng: null };
const input = (blocks: AgreementBlock[], more: Partial<AgreementPdfInput> = {}): AgreementPdfInput => ({
  title: 'Service agreement',
  blocks,
  branding,
  footer: 'Service agreement · Version 1',
  ...more,
});
const pagesOf = (text: string) => text.split('\f').filter((page) => page.trim());
const clause = (n: number) =>
  `Clause ${n}. The Studio provides the services described here with care and skill, on the dates agreed in writing, and tells the Client early of any delay.`;

// Each case renders and reads the PDF back with poppler: seconds, more under a busy run.
describe('renderAgreementPdf', { timeout: 30_000 }, () => {
  it('draws the title, every kind of block and the signature lines as selectable text', async () => {
    const body = [
      '# 1. Services',
      'The Studio (“Atelier Zoë”) photographs the café’s façade: 12 images, delivered by 2026-04-01 at 14:30, 1/2 paid upfront.',
      '## Deliverables',
      '- Edited photos in full resolution',
      '- A licence for web and print',
      'Signed at Paris',
    ].join('\n');
    const bytes = await renderAgreementPdf(input(parseAgreementText(body)));
    // Lines joined: what matters is the words and their characters, not where a line wrapped.
    const text = (await pdftotext(bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      'Atelier Zoë',
      'Service agreement',
      '1. Services',
      'The Studio (“Atelier Zoë”) photographs the café’s façade: 12 images, delivered by 2026-04-01 at 14:30, 1/2 paid upfront.',
      'Deliverables',
      '• Edited photos in full resolution',
      'Signatures',
      'Signed by · For the client',
      'Signed by · For Atelier Zoë',
      'Service agreement · Version 1 Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    const info = await pdfinfo(bytes);
    expect(info).toMatchObject({ Title: 'Service agreement', Author: 'Atelier Zoë', Producer: 'Bloom', Pages: '1' });
    expect(info['Page size']).toMatch(/^595\.2\d? x 841\.8\d? pts \(A4\)/);
  });

  it('paginates long text with page numbers, never ending a page on a heading', async () => {
    const blocks: AgreementBlock[] = [];
    // Paragraphs of 1 to 4 clauses, each under a heading: page ends fall at many different offsets.
    for (let i = 1; i <= 60; i++) {
      blocks.push({ kind: 'heading', text: `Heading ${i}` });
      blocks.push({ kind: 'paragraph', text: Array.from({ length: (i % 4) + 1 }, () => clause(i)).join(' ') });
    }
    const pages = pagesOf(await pdftotext(await renderAgreementPdf(input(blocks))));
    expect(pages.length).toBeGreaterThan(2);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      const lines = page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      // The last line above the footer is never a heading left alone.
      expect(lines.at(-2)).not.toMatch(/^Heading \d+$/);
    }
    const all = pages.join('\n').replace(/\s+/g, ' ');
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Clause ${i}.`);
  });

  it('wraps a word longer than a line instead of running off the page', async () => {
    const word = 'x'.repeat(400);
    const text = await pdftotext(await renderAgreementPdf(input([{ kind: 'paragraph', text: word }])));
    const longest = Math.max(...text.split('\n').map((line) => line.match(/x+/)?.[0].length ?? 0));
    expect(longest).toBeGreaterThan(50);
    expect(longest).toBeLessThan(400);
    expect(text.replace(/\s+/g, '')).toContain(word);
  });

  it('draws the logo in the header of every page, and leaves out a logo it cannot read', async () => {
    const logoPng = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const blocks = Array.from({ length: 40 }, (_, i): AgreementBlock => ({ kind: 'paragraph', text: clause(i) }));
    const pdf = await PDFDocument.load(await renderAgreementPdf(input(blocks, { branding: { ...branding, logoPng } })));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    for (const page of pdf.getPages()) {
      expect(page.node.Resources()?.lookup(PDFName.of('XObject'))).toBeDefined();
    }
    const broken = await renderAgreementPdf(
      input(blocks, { branding: { ...branding, logoPng: new Uint8Array([1, 2, 3]) } }),
    );
    expect(await pdftotext(broken)).toContain('Atelier Zoë');
  });

  it('names the parties under the signature lines when given', async () => {
    const text = await pdftotext(
      await renderAgreementPdf(input([], { signatureParties: ['Jane Doe', 'Sam Lee', 'Atelier Zoë'] })),
    );
    expect(text).toContain('Signed by · Jane Doe');
    expect(text).toContain('Signed by · Sam Lee');
    expect(text).toContain('Signed by · Atelier Zoë');
  });

  it('answers where each party signs: a box on its line and a date box above the Date line', async () => {
    const blocks = Array.from({ length: 10 }, (_, i): AgreementBlock => ({ kind: 'paragraph', text: clause(i) }));
    const parties = ['Jane Doe', 'Ana Ruiz', 'Lu Chen', 'Max Roy', 'Sam Lee'];
    const document = await renderAgreementDocument(input(blocks, { signatureParties: parties }));
    expect(
      Buffer.from(document.bytes).equals(
        Buffer.from(await renderAgreementPdf(input(blocks, { signatureParties: parties }))),
      ),
    ).toBe(true);
    const pageCount = (await PDFDocument.load(document.bytes)).getPageCount();
    const { slots } = document;
    expect(slots.map((slot) => slot.party)).toEqual([0, 1, 2, 3, 4]);
    // Two parties a row: the same line, side by side; rows go down the page, or on to the next.
    expect(slots[1]?.y).toBe(slots[0]?.y);
    expect(slots[1]?.x).toBeGreaterThan((slots[0]?.x ?? 0) + (slots[0]?.width ?? 0));
    for (const [index, slot] of slots.entries()) {
      expect(slot.page).toBeLessThan(pageCount);
      const previous = slots[index - 2];
      if (previous?.page === slot.page) expect(slot.y + slot.height).toBeLessThan(previous.date.y);
      if (previous) expect(slot.page).toBeGreaterThanOrEqual(previous.page);
      // Inside the page's content area, the date box under the signature's line and its label.
      expect(slot.x).toBeGreaterThanOrEqual(56);
      expect(slot.x + slot.width).toBeLessThanOrEqual(595.28 - 56 + 0.01);
      expect(slot.y + slot.height).toBeLessThan(841.89 - 92);
      expect(slot.date.y).toBeGreaterThan(64);
      expect(slot.height).toBeGreaterThanOrEqual(36);
      expect(slot.date.y + slot.date.height).toBeLessThanOrEqual(slot.y - 14);
      expect(slot.date.height).toBeGreaterThanOrEqual(20);
    }
    // This text leaves room for the first row only: the others go on the next page.
    expect(slots[0]?.page).toBe(0);
    expect(slots.at(-1)?.page).toBe(1);
    expect(pageCount).toBe(2);
    const pages = pagesOf(await pdftotext(document.bytes));
    expect(pages.at(-1)).toContain('Signed by · Sam Lee');

    const defaults = await renderAgreementDocument(input([]));
    expect(defaults.slots.map((slot) => [slot.page, slot.party])).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });

  it('gives the same bytes for the same input, with fonts embedded as tagged subsets', async () => {
    const blocks = parseAgreementText('# Terms\nPayment within 30 days.');
    const first = await renderAgreementPdf(input(blocks));
    expect(Buffer.from(await renderAgreementPdf(input(blocks))).equals(Buffer.from(first))).toBe(true);
    const pdf = await PDFDocument.load(first);
    const fontNames = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object) => !(object instanceof PDFRawStream))
      .map((object) => String((object as { get?: (n: PDFName) => unknown }).get?.(PDFName.of('BaseFont')) ?? ''))
      .filter(Boolean);
    expect(new Set(fontNames)).toEqual(
      new Set(['/BLOOMA+Inter-Regular', '/BLOOMA+Inter-Medium', '/BLOOMA+Inter-Bold']),
    );
    // Small: subsets, not the ~300 KB fonts.
    expect(first.byteLength).toBeLessThan(120_000);
  });
});
