import { type AgreementBlock, normalizeHex, shadeOnWhite } from '@bloom/core';
import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import type { SignatureSlot } from '../../../platform/db/schema-agreements';
import { AGREEMENT_PDF_TEXT as T } from './agreement-pdf-text';
import {
  A4,
  CONTENT_WIDTH,
  color,
  drawFooter,
  drawLine,
  drawRule,
  embedInter,
  INK,
  type InterFonts,
  MARGIN,
  PageFlow,
  type TextStyle,
  wrapLines,
} from './pdf-layout';

export interface AgreementPdfInput {
  title: string;
  /** The text as core's parseAgreementText gives it. */
  blocks: readonly AgreementBlock[];
  branding: { workspaceName: string; accentColor: string | null; logoPng?: Uint8Array | null };
  /** The footer's left side on every page (e.g. the title and version); the page number is on the right. */
  footer: string;
  /**
   * Who signs, one empty signature line each at the end, in the order the final PDF lists its
   * signers (a slot's `party` is the index here); default: the client, then the workspace.
   */
  signatureParties?: readonly string[];
}

/** The rendered document and where each party's signature and date go on it. */
export interface AgreementDocument {
  bytes: Uint8Array;
  /** One per party, in `signatureParties` order. */
  slots: SignatureSlot[];
}

const STYLES = {
  title: { weight: 'bold', size: 20, lineHeight: 1.25, ink: INK.strong },
  heading: { weight: 'bold', size: 14, lineHeight: 1.3, ink: INK.strong },
  subheading: { weight: 'bold', size: 11.5, lineHeight: 1.35, ink: INK.strong },
  paragraph: { weight: 'regular', size: 10.5, lineHeight: 1.5, ink: INK.text },
  brand: { weight: 'bold', size: 10.5, lineHeight: 1.2, ink: INK.strong },
  note: { weight: 'regular', size: 9, lineHeight: 1.45, ink: INK.muted },
  label: { weight: 'medium', size: 8.5, lineHeight: 1.3, ink: INK.muted },
} as const satisfies Record<string, TextStyle>;

const HEADER = { top: 30, logoHeight: 26, logoMaxWidth: 140, rule: 68, contentTop: 92 } as const;
const BULLET_INDENT = 16;
/**
 * A party's cell: room for the signature above its line, the "Signed by" label under it, then
 * room for the date (two small lines) above the "Date" line and its label.
 */
const SIGNATURE_CELL = { gap: 24, signRoom: 44, labelRoom: 16, dateRoom: 22, height: 104 } as const;

/**
 * An agreement written in the editor as an A4 PDF in the workspace's branding: a header on every
 * page (logo, name, a rule in the accent colour), the title, the blocks word-wrapped across as
 * many pages as they need (a heading never ends a page), empty signature lines at the end, and
 * the footer with "Page n of N". Inter is embedded as a subset, so the text stays selectable.
 * No dates in the file: the same input gives the same bytes.
 */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  return (await renderAgreementDocument(input)).bytes;
}

/** renderAgreementPdf's document, with the slots where the final PDF places each signature and its date. */
export async function renderAgreementDocument(input: AgreementPdfInput): Promise<AgreementDocument> {
  const { branding } = input;
  const parties = input.signatureParties?.length
    ? input.signatureParties
    : [T.forClient, T.forWorkspace(branding.workspaceName)];
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const allText = [input.title, branding.workspaceName, input.footer, ...parties, ...input.blocks.map((b) => b.text)];
  const fonts = await embedInter(
    pdf,
    [...allText, ...Object.values(T).filter((v) => typeof v === 'string')].join(''),
    'BLOOMA',
  );
  pdf.setTitle(input.title);
  pdf.setAuthor(branding.workspaceName);
  pdf.setCreator('Bloom');
  pdf.setProducer('Bloom');
  const accent = shadeOnWhite(normalizeHex(branding.accentColor), 3);
  const logo = branding.logoPng ? await embedLogo(pdf, branding.logoPng) : null;

  const flow = new PageFlow(pdf, (page) => {
    drawHeader(page, fonts, branding.workspaceName, logo, accent);
    return HEADER.contentTop;
  });
  flow.text(fonts, input.title, STYLES.title, MARGIN.x, CONTENT_WIDTH);
  flow.top += 14;

  for (const [index, block] of input.blocks.entries()) {
    const next = input.blocks[index + 1];
    drawBlock(flow, fonts, block, accent, next);
  }
  const slots = drawSignatureLines(flow, fonts, parties);

  for (const [index, page] of flow.pages.entries()) {
    drawFooter(page, fonts, input.footer, T.pageOf(index + 1, flow.pages.length));
  }
  return { bytes: await pdf.save({ useObjectStreams: false }), slots };
}

function drawBlock(flow: PageFlow, fonts: InterFonts, block: AgreementBlock, accent: string, next?: AgreementBlock) {
  const body = STYLES.paragraph;
  const bodyLine = body.size * body.lineHeight;
  if (block.kind === 'heading' || block.kind === 'subheading') {
    const style = STYLES[block.kind];
    flow.space(block.kind === 'heading' ? 14 : 8);
    const lines = wrapLines(block.text, style, CONTENT_WIDTH);
    // Kept with the first line of what follows it.
    flow.ensure(lines.length * style.size * style.lineHeight + (next ? bodyLine + 6 : 0));
    flow.text(fonts, block.text, style, MARGIN.x, CONTENT_WIDTH);
    flow.top += 6;
    return;
  }
  if (block.kind === 'bullet') {
    flow.ensure(bodyLine);
    drawLine(flow.page, fonts, '•', { ...body, ink: accent }, MARGIN.x + 4, flow.top);
    flow.text(fonts, block.text, body, MARGIN.x + BULLET_INDENT, CONTENT_WIDTH - BULLET_INDENT);
    // A list ends with a paragraph's space after it.
    flow.top += next?.kind === 'bullet' ? 3 : 8;
    return;
  }
  flow.text(fonts, block.text, body, MARGIN.x, CONTENT_WIDTH);
  flow.top += 8;
}

/**
 * "Signatures", a note that the signed copy fills them in, then two lines per party (the
 * signature, the date), two parties a row; answers each party's slot in PDF points.
 */
function drawSignatureLines(flow: PageFlow, fonts: InterFonts, parties: readonly string[]): SignatureSlot[] {
  const note = wrapLines(T.signatureBlockNote, STYLES.note, CONTENT_WIDTH);
  const headingHeight = STYLES.heading.size * STYLES.heading.lineHeight + 6;
  const noteHeight = note.length * STYLES.note.size * STYLES.note.lineHeight + 8;
  flow.space(18);
  flow.ensure(headingHeight + noteHeight + SIGNATURE_CELL.height);
  flow.text(fonts, T.signatureBlockHeading, STYLES.heading, MARGIN.x, CONTENT_WIDTH);
  flow.top += 6;
  flow.text(fonts, T.signatureBlockNote, STYLES.note, MARGIN.x, CONTENT_WIDTH);
  flow.top += 8;
  const cellWidth = (CONTENT_WIDTH - SIGNATURE_CELL.gap) / 2;
  const slots: SignatureSlot[] = [];
  for (let i = 0; i < parties.length; i += 2) {
    flow.ensure(SIGNATURE_CELL.height);
    for (const [column, party] of parties.slice(i, i + 2).entries()) {
      const x = MARGIN.x + column * (cellWidth + SIGNATURE_CELL.gap);
      const signLine = flow.top + SIGNATURE_CELL.signRoom;
      drawRule(flow.page, x, cellWidth, signLine, INK.muted);
      const label = wrapLines(`${T.signedBy} · ${party}`, STYLES.label, cellWidth)[0] ?? '';
      drawLine(flow.page, fonts, label, STYLES.label, x, signLine + 3);
      const dateLine = signLine + SIGNATURE_CELL.labelRoom + SIGNATURE_CELL.dateRoom;
      drawRule(flow.page, x, cellWidth, dateLine, INK.muted);
      drawLine(flow.page, fonts, T.date, STYLES.label, x, dateLine + 3);
      slots.push({
        page: flow.pages.length - 1,
        x: round(x),
        y: round(A4.height - signLine),
        width: round(cellWidth),
        height: SIGNATURE_CELL.signRoom - 4,
        party: i + column,
        date: { x: round(x), y: round(A4.height - dateLine), width: round(cellWidth), height: SIGNATURE_CELL.dateRoom },
      });
    }
    flow.top += SIGNATURE_CELL.height;
  }
  return slots;
}

const round = (n: number) => Math.round(n * 100) / 100;

function drawHeader(page: PDFPage, fonts: InterFonts, name: string, logo: PDFImage | null, accent: string) {
  let nameLeft = MARGIN.x;
  if (logo) {
    const scale = Math.min(HEADER.logoHeight / logo.height, HEADER.logoMaxWidth / logo.width);
    const width = logo.width * scale;
    const height = logo.height * scale;
    const top = HEADER.top + (HEADER.logoHeight - height) / 2;
    page.drawImage(logo, { x: MARGIN.x, y: A4.height - top - height, width, height });
    nameLeft += width + 12;
  }
  const style = STYLES.brand;
  const line = wrapLines(name, style, A4.width - MARGIN.x - nameLeft)[0] ?? '';
  const top = HEADER.top + (HEADER.logoHeight - style.size * style.lineHeight) / 2;
  drawLine(page, fonts, line, style, nameLeft, top);
  page.drawRectangle({
    x: MARGIN.x,
    y: A4.height - HEADER.rule - 1.5,
    width: CONTENT_WIDTH,
    height: 1.5,
    color: color(accent),
  });
}

/** The workspace's logo as a PNG; one pdf-lib cannot read is left out rather than failing the document. */
async function embedLogo(pdf: PDFDocument, png: Uint8Array): Promise<PDFImage | null> {
  try {
    return await pdf.embedPng(png);
  } catch {
    return null;
  }
}
