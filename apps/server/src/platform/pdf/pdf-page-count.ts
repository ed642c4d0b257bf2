import { PDFDocument } from 'pdf-lib';

/** not_pdf: no PDF header; encrypted: needs a password; unreadable: a PDF we cannot parse or without pages. */
export type PdfProblem = 'not_pdf' | 'encrypted' | 'unreadable';

/** Why a PDF was refused; callers map `problem` to core's AGREEMENT_MESSAGES (notAPdf, encryptedPdf, unreadablePdf). */
export class PdfReadError extends Error {
  constructor(
    readonly problem: PdfProblem,
    message: string,
  ) {
    super(message);
  }
}

// The header may follow some junk bytes (readers accept it within the first 1024).
const hasPdfHeader = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes('%PDF-');

/**
 * Parses an uploaded PDF fully (as the final PDF will: pdf-lib copies its pages) and answers its
 * page count; throws a PdfReadError when it is not a PDF, is encrypted, or cannot be read. The
 * caller checks the count against AGREEMENT_LIMITS.pages.
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  if (!hasPdfHeader(bytes)) throw new PdfReadError('not_pdf', 'The file is not a PDF (no %PDF- header)');
  let count: number;
  try {
    count = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch (err) {
    // pdf-lib is compiled to ES5, where `instanceof EncryptedPDFError` fails: its message tells.
    const message = err instanceof Error ? err.message : String(err);
    if (/is encrypted/.test(message)) throw new PdfReadError('encrypted', 'The PDF is encrypted');
    // Garbage after a header parses to a document without a catalog, whose page count throws.
    throw new PdfReadError('unreadable', `The PDF cannot be read: ${message}`);
  }
  if (count === 0) throw new PdfReadError('unreadable', 'The PDF has no pages');
  return count;
}
