import { type CertificateLine, isTimeZone, TIMEZONE_FALLBACK } from '@bloom/core';
import { PDFDict, PDFDocument, PDFName, type PDFPage, PDFString } from 'pdf-lib';
import type { SignatureSlot } from '../../../platform/db/schema-agreements';
import { AGREEMENT_PDF_TEXT as T } from './agreement-pdf-text';
import {
  A4,
  CONTENT_WIDTH,
  drawFooter,
  drawLine,
  drawRule,
  embedInter,
  INK,
  type InterFonts,
  MARGIN,
  PageFlow,
  type TextStyle,
  textWidth,
  wrapLines,
} from './pdf-layout';
import { drawDrawnSignature, drawTypedSignature, embedHandwriting, type SignatureInput } from './signature-drawing';

export interface FinalSigner {
  name: string;
  email: string | null;
  roleLabel: string | null;
  signedAt: Date;
  /** The signer's IANA zone; the date shows in it (UTC when unknown). */
  timeZone: string | null;
  signature: SignatureInput;
}

/** One part of the certificate (the document, a signer, the audit trail) as labelled rows. */
export interface CertificateSection {
  heading: string;
  rows: readonly { label: string; value: string }[];
}

export interface FinalPdfInput {
  agreementId: string;
  title: string;
  version: number;
  signers: readonly FinalSigner[];
  /** Core's certificateLines(…) as they are, or sections of rows. */
  certificate: readonly CertificateLine[] | readonly CertificateSection[];
  /**
   * Where the original has signature lines (a rendered text agreement): each signer's signature
   * and date are drawn on them too, `party` being the index in `signers`. None for an upload.
   */
  slots?: readonly SignatureSlot[];
}

/** What the Info dictionary's Keywords say: how /verify tells one of our documents in any bytes. */
export const agreementKeyword = (agreementId: string) => `bloom-agreement:${agreementId}`;

const STYLES = {
  title: { weight: 'bold', size: 18, lineHeight: 1.25, ink: INK.strong },
  subtitle: { weight: 'regular', size: 10, lineHeight: 1.4, ink: INK.muted },
  name: { weight: 'bold', size: 10.5, lineHeight: 1.35, ink: INK.strong },
  small: { weight: 'regular', size: 8.5, lineHeight: 1.4, ink: INK.text },
  muted: { weight: 'regular', size: 8, lineHeight: 1.4, ink: INK.muted },
  section: { weight: 'bold', size: 11.5, lineHeight: 1.35, ink: INK.strong },
  label: { weight: 'medium', size: 8.5, lineHeight: 1.45, ink: INK.muted },
  value: { weight: 'regular', size: 8.5, lineHeight: 1.45, ink: INK.text },
  slotDate: { weight: 'regular', size: 7.5, lineHeight: 1.3, ink: INK.text },
} as const satisfies Record<string, TextStyle>;

const PAGE_TOP = 56;
const CELL = { gap: 24, signature: 64, height: 150 } as const;
const LABEL_WIDTH = 150;

/**
 * The final document before sealing: the original's pages as they were (copied into a fresh file,
 * which leaves out the original's own scripts, forms and metadata; their content streams stay
 * byte for byte, and with `slots` each signature and its date are drawn on the signature lines in
 * a stream appended to the page), then a Signatures page (each signature drawn, with the signer's name, role and date), then the
 * certificate of completion over as many pages as the audit trail needs. The Info dictionary's
 * Keywords carry the agreement id as a plain literal string (no object streams), readable in the
 * sealed bytes. Dates come from the input and fonts carry fixed tags: the same input, the same bytes.
 */
export async function composeFinalPdf(originalBytes: Uint8Array, input: FinalPdfInput): Promise<Uint8Array> {
  const original = await PDFDocument.load(originalBytes, { updateMetadata: false });
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (const page of await pdf.copyPages(original, original.getPageIndices())) pdf.addPage(page);

  const certificate = asLines(input.certificate);
  const signers = input.signers.map((signer) => ({ ...signer, when: signedAtText(signer.signedAt, signer.timeZone) }));
  const typed = signers.flatMap((s) => (s.signature.kind === 'typed' ? [s.signature.text] : []));
  const drawn = [
    input.title,
    ...typed,
    ...signers.flatMap((s) => [s.name, s.email ?? '', s.roleLabel ?? '', s.when.local, s.when.utc]),
    ...certificate.flatMap((line) => ('label' in line ? [line.label, line.text] : 'text' in line ? [line.text] : [])),
    ...Object.values(T).filter((v) => typeof v === 'string'),
  ];
  const fonts = await embedInter(pdf, drawn.join(''), 'BLOOMF');
  const hand = typed.length ? await embedHandwriting(pdf, typed.join(''), 'BLOOMF') : null;
  const subtitle = `${input.title} · ${T.version(input.version)}`;

  const pages = pdf.getPages();
  for (const slot of input.slots ?? []) {
    const signer = signers[slot.party];
    const page = pages[slot.page];
    // A slot no signer or page answers (a list that changed since rendering) is left empty.
    if (signer && page) drawInSlot(page, fonts, hand, signer, slot);
  }
  const signaturePages = drawSignatures(pdf, fonts, hand, signers, subtitle);
  const certificatePages = drawCertificate(pdf, fonts, certificate, subtitle);
  const footer = T.agreementFooter(input.agreementId, input.version);
  for (const [section, pages] of [
    [T.signaturesTitle, signaturePages],
    [T.certificateTitle, certificatePages],
  ] as const) {
    for (const [index, page] of pages.entries()) {
      drawFooter(page, fonts, footer, T.sectionPage(section, index + 1, pages.length));
    }
  }

  pdf.setTitle(input.title);
  pdf.setCreator('Bloom');
  pdf.setProducer('Bloom');
  const completed = new Date(Math.max(0, ...input.signers.map((s) => s.signedAt.getTime())));
  pdf.setCreationDate(completed);
  pdf.setModificationDate(completed);
  // setKeywords would write UTF-16 hex; a literal keeps the id findable as plain text in the bytes.
  pdf.context
    .lookup(pdf.context.trailerInfo.Info, PDFDict)
    .set(PDFName.of('Keywords'), PDFString.of(agreementKeyword(input.agreementId).replace(/[^A-Za-z0-9:-]/g, '')));
  return pdf.save({ useObjectStreams: false });
}

type PlacedSigner = FinalSigner & { when: { local: string; utc: string } };

/**
 * One signature on the original's line: the typed name or the drawing fitted into the box above
 * the line, and on the date line when it was signed, in the signer's zone and in UTC. Boxes are
 * turned into the top-down coordinates the drawing helpers use against A4's height, which the
 * helpers turn back, so the page's own size does not matter.
 */
function drawInSlot(
  page: PDFPage,
  fonts: InterFonts,
  hand: Awaited<ReturnType<typeof embedHandwriting>> | null,
  signer: PlacedSigner,
  slot: SignatureSlot,
) {
  const box = { x: slot.x, top: A4.height - (slot.y + slot.height), width: slot.width, height: slot.height };
  if (signer.signature.kind === 'typed') {
    drawTypedSignature(page, signer.signature.text, { hand: hand ?? fonts.regular, fallback: fonts.regular }, box);
  } else {
    drawDrawnSignature(page, signer.signature.strokes, { ...box, x: box.x + 4, width: box.width - 8 });
  }
  const lines = [T.signedOn(signer.when.local), signer.when.utc];
  const base = STYLES.slotDate;
  const lineHeight = base.size * base.lineHeight;
  let top = A4.height - (slot.date.y + 1.5 + lines.length * lineHeight);
  for (const text of lines) {
    // Smaller rather than cut when a long zone name does not fit; cut below 5.5 pt.
    const size = Math.max(5.5, Math.min(base.size, (base.size * slot.date.width) / textWidth(text, base)));
    const style = { ...base, size, lineHeight: lineHeight / size };
    const [first = ''] = wrapLines(text, style, slot.date.width);
    drawLine(page, fonts, first, style, slot.date.x, top);
    top += lineHeight;
  }
}

/** Two signers a row, each cell kept whole; more rows go on further Signatures pages. */
function drawSignatures(
  pdf: PDFDocument,
  fonts: InterFonts,
  hand: Awaited<ReturnType<typeof embedHandwriting>> | null,
  signers: readonly PlacedSigner[],
  subtitle: string,
) {
  const flow = new PageFlow(pdf, (page, index) => {
    const title = index === 0 ? T.signaturesTitle : T.continued(T.signaturesTitle);
    return drawPageTitle(page, fonts, title, subtitle);
  });
  const width = (CONTENT_WIDTH - CELL.gap) / 2;
  for (let i = 0; i < signers.length; i += 2) {
    flow.ensure(CELL.height);
    for (const [column, signer] of signers.slice(i, i + 2).entries()) {
      const x = MARGIN.x + column * (width + CELL.gap);
      const box = { x, top: flow.top, width, height: CELL.signature };
      if (signer.signature.kind === 'typed') {
        drawTypedSignature(
          flow.page,
          signer.signature.text,
          { hand: hand ?? fonts.regular, fallback: fonts.regular },
          box,
        );
      } else {
        drawDrawnSignature(flow.page, signer.signature.strokes, { ...box, x: x + 4, width: width - 8 });
      }
      let top = flow.top + CELL.signature + 4;
      drawRule(flow.page, x, width, top, INK.muted);
      top += 6;
      const lines: [string, TextStyle][] = [
        [signer.name, STYLES.name],
        ...(signer.roleLabel ? [[signer.roleLabel, STYLES.small] as [string, TextStyle]] : []),
        ...(signer.email ? [[signer.email, STYLES.small] as [string, TextStyle]] : []),
        [T.signedOn(signer.when.local), STYLES.small],
        [
          `${signer.when.utc} · ${signer.signature.kind === 'typed' ? T.typedSignature : T.drawnSignature}`,
          STYLES.muted,
        ],
      ];
      for (const [text, style] of lines) {
        // One line each (a cell's height is fixed); what is longer wraps onto a second at most.
        for (const line of wrapLines(text, style, width).slice(0, 2)) {
          drawLine(flow.page, fonts, line, style, x, top);
          top += style.size * style.lineHeight;
        }
      }
    }
    flow.top += CELL.height;
  }
  return flow.pages;
}

/** Sections of rows as the lines core's certificateLines makes. */
function asLines(certificate: FinalPdfInput['certificate']): readonly CertificateLine[] {
  if (!certificate.some((item) => 'rows' in item)) return certificate as readonly CertificateLine[];
  return (certificate as readonly CertificateSection[]).flatMap((section): CertificateLine[] => [
    { kind: 'heading', text: section.heading },
    ...section.rows.map((row): CertificateLine => ({ kind: 'field', label: row.label, text: row.value })),
  ]);
}

/**
 * The certificate's lines: its title names the pages, headings (kept with what follows) get a
 * rule, fields and audit events are label and value rows (a long value wraps in its column), and
 * text runs the full width. A row moves to the next page whole unless it is longer than a page.
 */
function drawCertificate(pdf: PDFDocument, fonts: InterFonts, lines: readonly CertificateLine[], subtitle: string) {
  const title = lines.find((line) => line.kind === 'title')?.text ?? T.certificateTitle;
  const flow = new PageFlow(pdf, (page, index) =>
    drawPageTitle(page, fonts, index === 0 ? title : T.continued(title), subtitle),
  );
  const valueX = MARGIN.x + LABEL_WIDTH;
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  const rowLine = STYLES.value.size * STYLES.value.lineHeight;
  for (const line of lines) {
    if (line.kind === 'title') continue;
    if (line.kind === 'gap') {
      flow.space(8);
    } else if (line.kind === 'heading') {
      const heading = wrapLines(line.text, STYLES.section, CONTENT_WIDTH);
      flow.space(14);
      flow.ensure(heading.length * STYLES.section.size * STYLES.section.lineHeight + 8 + rowLine);
      flow.text(fonts, line.text, STYLES.section, MARGIN.x, CONTENT_WIDTH);
      flow.top += 2;
      drawRule(flow.page, MARGIN.x, CONTENT_WIDTH, flow.top, INK.rule);
      flow.top += 5;
    } else if (line.kind === 'text') {
      flow.space(4);
      flow.text(fonts, line.text, STYLES.value, MARGIN.x, CONTENT_WIDTH);
      flow.top += 4;
    } else {
      const labels = wrapLines(line.label, STYLES.label, LABEL_WIDTH - 12);
      const values = wrapLines(line.text || '—', STYLES.value, valueWidth);
      const rows = Math.max(labels.length, values.length);
      flow.ensure(rows * rowLine);
      for (let row = 0; row < rows; row++) {
        flow.ensure(rowLine);
        drawLine(flow.page, fonts, labels[row] ?? '', STYLES.label, MARGIN.x, flow.top);
        drawLine(flow.page, fonts, values[row] ?? '', STYLES.value, valueX, flow.top);
        flow.top += rowLine;
      }
      flow.top += 2;
    }
  }
  return flow.pages;
}

/** An added page's title and subtitle (the document and version) and a rule; answers where content starts. */
function drawPageTitle(page: import('pdf-lib').PDFPage, fonts: InterFonts, title: string, subtitle: string): number {
  let top = PAGE_TOP;
  for (const [text, style] of [
    [title, STYLES.title],
    [subtitle, STYLES.subtitle],
  ] as const) {
    for (const line of wrapLines(text, style, CONTENT_WIDTH).slice(0, 2)) {
      drawLine(page, fonts, line, style, MARGIN.x, top);
      top += style.size * style.lineHeight;
    }
  }
  top += 8;
  drawRule(page, MARGIN.x, CONTENT_WIDTH, top, INK.rule);
  return top + 18;
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a signer signed: in their own zone ("March 12, 2026 at 14:05 GMT+1 (Europe/Paris)") and
 * in UTC ("2026-03-12 13:05:00 UTC").
 */
export function signedAtText(at: Date, timeZone: string | null): { local: string; utc: string } {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : TIMEZONE_FALLBACK;
  let format = localFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      // "GMT+1"; in UTC itself the zone's name says it.
      ...(zone === TIMEZONE_FALLBACK ? {} : { timeZoneName: 'shortOffset' }),
    });
    localFormats.set(zone, format);
  }
  const utc = `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  return { local: `${format.format(at)} (${zone})`, utc };
}
