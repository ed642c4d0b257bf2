import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import type { SealKey } from './seal-key';

export interface SealDetails {
  /** Why it was signed ("Signed by every party; sealed by Bloom"). */
  reason: string;
  /** Who seals: the workspace or the product. */
  name: string;
  location: string;
  contactInfo: string;
  /** The signing time written in the signature (default now); tests fix it. */
  signingTime?: Date;
}

/** Room for the PKCS#7 blob: the default 8 KB fits a self-signed seal; a P12 with a chain needs more. */
const signatureLength = (key: SealKey) => Math.max(8192, key.p12.byteLength + 4096);

/**
 * Seals a finished PDF with an invisible PAdES-style signature (adbe.pkcs7.detached, SHA-256)
 * covering the whole file: any later change to a byte makes a verifier (pdfsig, Acrobat) report
 * the document modified. pdf-lib adds the placeholder and saves once, without object streams
 * (the signature dictionary must stay a plain object whose byte range @signpdf can fill); then
 * @signpdf signs those bytes. Nothing may rewrite the result.
 */
export async function sealPdf(pdfBytes: Uint8Array, key: SealKey, details: SealDetails): Promise<Buffer> {
  // updateMetadata: false keeps the Info dictionary (its Keywords carry the agreement id) as composed.
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const pages = pdf.getPages();
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: pages[pages.length - 1],
    reason: pdfLiteral(details.reason),
    name: pdfLiteral(details.name),
    location: pdfLiteral(details.location),
    contactInfo: pdfLiteral(details.contactInfo),
    signingTime: details.signingTime,
    signatureLength: signatureLength(key),
    appName: 'Bloom',
  });
  const prepared = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new P12Signer(key.p12, { passphrase: key.passphrase }), details.signingTime);
}

/**
 * The placeholder writes these as PDF literal strings without escaping, one byte a character:
 * keep printable ASCII (accents folded: "Zoë" → "Zoe"), no parentheses or backslashes.
 */
export function pdfLiteral(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[()\\]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200);
}
