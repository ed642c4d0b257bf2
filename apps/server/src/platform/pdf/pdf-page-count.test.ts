import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfReadError, pdfPageCount } from './pdf-page-count';

async function pdfWithPages(pages: number, options: { useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) pdf.addPage().drawText(`Page ${i + 1}`, { x: 50, y: 700, font });
  return pdf.save(options);
}

const problemOf = async (bytes: Uint8Array) => {
  try {
    await pdfPageCount(bytes);
    return 'read';
  } catch (err) {
    expect(err).toBeInstanceOf(PdfReadError);
    return (err as PdfReadError).problem;
  }
};

describe('pdfPageCount', () => {
  it('counts pages, with or without object streams', async () => {
    expect(await pdfPageCount(await pdfWithPages(1))).toBe(1);
    expect(await pdfPageCount(await pdfWithPages(101, { useObjectStreams: false }))).toBe(101);
  });

  it('refuses what is not a PDF', async () => {
    expect(await problemOf(new TextEncoder().encode('PK\u0003\u0004 a zip file'))).toBe('not_pdf');
    expect(await problemOf(new Uint8Array())).toBe('not_pdf');
  });

  it('refuses an encrypted PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    // A Standard security handler entry, as any password-protected PDF has in its trailer.
    const encrypt = pdf.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
    encrypt.set(PDFName.of('O'), PDFHexString.of('00'.repeat(32)));
    encrypt.set(PDFName.of('U'), PDFHexString.of('00'.repeat(32)));
    pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
    expect(await problemOf(await pdf.save({ useObjectStreams: false }))).toBe('encrypted');
  });

  it('refuses a PDF it cannot read, or one without pages', async () => {
    expect(await problemOf(new TextEncoder().encode('%PDF-1.7\nnot really a pdf at all'))).toBe('unreadable');
    const truncated = (await pdfWithPages(3)).slice(0, 40);
    expect(await problemOf(truncated)).toBe('unreadable');
    const empty = await PDFDocument.create();
    expect(await problemOf(await empty.save({ addDefaultPage: false }))).toBe('unreadable');
  });
});
