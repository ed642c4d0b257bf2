import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type CertificateData, certificateLines, parseAgreementText } from '@bloom/core';
import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  degrees,
  PageSizes,
  PDFArray,
  PDFDocument,
  type PDFPage,
  type PDFRawStream,
  type PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfinfo, pdfsigReport, pdftotext } from '../../../platform/pdf/poppler-tools';
import { ephemeralSealKey } from '../../../platform/pdf/seal-key';
import { sealPdf } from '../../../platform/pdf/seal-pdf';
import { AGREEMENT_PDF_TEXT as T } from './agreement-pdf-text';
import {
  agreementKeyword,
  composeFinalPdf,
  type FinalPdfInput,
  type FinalSigner,
  signedAtText,
} from './compose-final-pdf';
import { renderAgreementDocument, renderAgreementPdf } from './render-agreement-pdf';

const AGREEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const jane: FinalSigner = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  roleLabel: 'Client',
  signedAt: new Date('2026-03-12T13:05:00Z'),
  timeZone: 'Europe/Paris',
  signature: { kind: 'typed', text: 'Jane Doe' },
};
const sam: FinalSigner = {
  name: 'Sam Lee',
  email: 'sam@atelier.test',
  roleLabel: 'Owner, Atelier Zoë',
  signedAt: new Date('2026-03-13T09:00:00Z'),
  timeZone: 'America/New_York',
  signature: {
    kind: 'drawn',
    strokes: [
      [100, 300, 150, 100, 200, 300, 250, 120, 300, 280],
      [500, 200, 600, 180, 700, 220, 800, 160],
    ],
  },
};

function certificate(signers: readonly FinalSigner[], events = 6): ReturnType<typeof certificateLines> {
  const data: CertificateData = {
    agreementId: AGREEMENT_ID,
    title: 'Service agreement',
    version: 2,
    workspaceName: 'Atelier Zoë',
    source: 'text',
    pageCount: 1,
    originalSha256: 'a'.repeat(64),
    createdAt: new Date('2026-03-12T09:00:00Z'),
    completedAt: new Date('2026-03-13T09:00:00Z'),
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      kind: s === sam ? 'member' : 'contact',
      roleLabel: s.roleLabel,
      signedAt: s.signedAt,
      timeZone: s.timeZone,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      signatureKind: s.signature.kind,
      viewedAt: s.signedAt,
      consentedAt: s.signedAt,
      verifiedAt: s.signedAt,
    })),
    events: Array.from({ length: events }, (_, i) => ({
      kind: 'viewed' as const,
      at: new Date(Date.UTC(2026, 2, 12, 10, 0, i)),
      actor: `Viewer ${i + 1}`,
      timeZone: 'Europe/Paris',
      ip: '203.0.113.7',
      userAgent: null,
    })),
    verifyUrl: 'https://app.example.com/verify',
  };
  return certificateLines(data);
}

const finalInput = (more: Partial<FinalPdfInput> = {}): FinalPdfInput => ({
  agreementId: AGREEMENT_ID,
  title: 'Service agreement',
  version: 2,
  signers: [jane, sam],
  certificate: certificate([jane, sam]),
  ...more,
});

const original = () =>
  renderAgreementPdf({
    title: 'Service agreement',
    blocks: parseAgreementText('# Terms\nThe Studio photographs the café.'),
    branding: { workspaceName: 'Atelier Zoë', accentColor: '#e11d48' },
    footer: 'Service agreement · Version 2',
  });

/** Each of a page's content streams, decoded: the same bytes mean the page draws the same. */
function streamsOf(page: PDFPage): Buffer[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams.map((ref) => {
    const stream = page.doc.context.lookup(ref as PDFRef) ?? ref;
    return Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode());
  });
}
const contentOf = (page: PDFPage) => Buffer.concat(streamsOf(page));
const pagesOf = (text: string) => text.split('\f').filter((page) => page.trim());

// Each case renders, composes and reads PDFs back with poppler: seconds, more under a busy run.
describe('composeFinalPdf', { timeout: 30_000 }, () => {
  it('keeps the original pages untouched and adds the signatures and the certificate', async () => {
    const source = await original();
    const final = await composeFinalPdf(source, finalInput());
    const [before, after] = await Promise.all([PDFDocument.load(source), PDFDocument.load(final)]);
    expect(contentOf(after.getPage(0)).equals(contentOf(before.getPage(0)))).toBe(true);

    const pages = pagesOf(await pdftotext(final));
    expect(pages).toHaveLength(after.getPageCount());
    const [first, signatures, certificatePage] = pages;
    expect(first).toContain('The Studio photographs the café.');
    for (const expected of [
      'Signatures',
      'Service agreement · Version 2',
      'Jane Doe',
      'jane@example.com',
      'Signed March 12, 2026 at 14:05 GMT+1 (Europe/Paris)',
      '2026-03-12 13:05:00 UTC · Typed signature',
      'Sam Lee',
      'Owner, Atelier Zoë',
      'Signed March 13, 2026 at 05:00 GMT-4',
      '2026-03-13 09:00:00 UTC · Drawn signature',
      `Agreement ${AGREEMENT_ID} · Version 2`,
      'Signatures · page 1 of 1',
    ]) {
      expect(signatures).toContain(expected);
    }
    // The typed signature is text in the handwriting font (selectable), above the printed name.
    expect(signatures?.match(/Jane Doe/g)?.length).toBe(2);
    expect(certificatePage).toContain('Certificate of completion');
    expect(certificatePage).toContain('a'.repeat(64));
    expect(certificatePage).toContain('Sam Lee (countersigner)');
    expect(certificatePage).toMatch(/Certificate of completion · page 1 of \d/);
  });

  it('names the agreement in plain Info keywords that survive sealing', async () => {
    const final = await composeFinalPdf(await original(), finalInput());
    const keyword = `(${agreementKeyword(AGREEMENT_ID)})`;
    expect(Buffer.from(final).includes(keyword)).toBe(true);
    expect(await pdfinfo(final)).toMatchObject({
      Title: 'Service agreement',
      Producer: 'Bloom',
      Keywords: `bloom-agreement:${AGREEMENT_ID}`,
    });

    const sealed = await sealPdf(final, ephemeralSealKey(), {
      reason: 'Signed by every party',
      name: 'Atelier Zoë',
      location: 'https://app.example.com',
      contactInfo: 'sam@atelier.test',
    });
    expect(sealed.includes(keyword)).toBe(true);
    const report = await pdfsigReport(sealed);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
  });

  it('gives the same bytes for the same input', async () => {
    const source = await original();
    const first = Buffer.from(await composeFinalPdf(source, finalInput()));
    expect(Buffer.from(await composeFinalPdf(source, finalInput())).equals(first)).toBe(true);
    expect((await pdfinfo(first)).CreationDate).toMatch(/2026/);
  });

  it('continues the signatures and a long audit trail over as many pages as they need', async () => {
    const signers = Array.from(
      { length: 26 },
      (_, i): FinalSigner => ({
        ...(i % 2 ? sam : jane),
        name: `Signer ${i + 1}`,
        signature: i % 2 ? sam.signature : { kind: 'typed', text: `Signer ${i + 1}` },
      }),
    );
    const final = await composeFinalPdf(
      await original(),
      finalInput({ signers, certificate: certificate(signers, 300) }),
    );
    const pages = pagesOf(await pdftotext(final));
    const signaturePages = pages.filter((p) => /Signatures · page \d+ of/.test(p));
    const certificatePages = pages.filter((p) => /Certificate of completion · page \d+ of/.test(p));
    expect(signaturePages.length).toBeGreaterThan(1);
    expect(certificatePages.length).toBeGreaterThan(2);
    expect(pages).toHaveLength(1 + signaturePages.length + certificatePages.length);
    expect(certificatePages[1]).toContain('Certificate of completion (continued)');
    const text = pages.join('\n');
    for (let i = 1; i <= 26; i++) expect(text).toContain(`Signer ${i}\n`);
    for (let i = 1; i <= 300; i++) expect(text).toContain(`by Viewer ${i} ·`);
  });

  it('composes and seals a 100-page uploaded PDF with its own fonts', { timeout: 60_000 }, async () => {
    // Another producer's file: an embedded TrueType font, a standard font, object streams, and
    // a Letter-size page turned sideways among A4 ones.
    const upload = await PDFDocument.create();
    upload.registerFontkit(fontkit);
    const require = createRequire(import.meta.url);
    const own = await upload.embedFont(
      readFileSync(require.resolve('@expo-google-fonts/dancing-script/700Bold/DancingScript_700Bold.ttf')),
      { subset: true },
    );
    const times = await upload.embedFont(StandardFonts.TimesRoman);
    for (let i = 1; i <= 100; i++) {
      const page = upload.addPage(i === 50 ? PageSizes.Letter : PageSizes.A4);
      if (i === 50) page.setRotation(degrees(90));
      page.drawText(`Uploaded page ${i}`, { x: 72, y: 700, size: 24, font: own });
      page.drawText(`Clause ${i}: the terms of page ${i}.`, { x: 72, y: 650, size: 12, font: times });
    }
    const uploaded = await upload.save({ useObjectStreams: true });

    const final = await composeFinalPdf(uploaded, finalInput());
    const pdf = await PDFDocument.load(final);
    // The 100 pages, one of signatures, then the certificate's.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(102);
    expect(pdf.getPage(49).getRotation().angle).toBe(90);
    expect(pdf.getPage(49).getSize()).toEqual({ width: PageSizes.Letter[0], height: PageSizes.Letter[1] });
    const pages = pagesOf(await pdftotext(final));
    expect(pages[0]).toContain('Uploaded page 1');
    expect(pages[99]).toContain('Clause 100: the terms of page 100.');
    expect(pages[100]).toContain('Signatures · page 1 of 1');
    expect(pages[101]).toContain('Certificate of completion');

    const report = await pdfsigReport(
      await sealPdf(final, ephemeralSealKey(), { reason: 'r', name: 'n', location: 'l', contactInfo: 'c' }),
    );
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
  });
});

/** A word poppler found on a page, its box in points from the page's top-left corner. */
interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of page `page` (1-based) with their boxes (pdftotext -bbox, beside pdfsig like poppler-tools). */
async function wordsOf(bytes: Uint8Array, page: number): Promise<Word[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bloom-words-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const tool = path.join(path.dirname(process.env.PDFSIG_PATH ?? '/usr/bin/pdfsig'), 'pdftotext');
    const args = ['-enc', 'UTF-8', '-bbox', '-f', String(page), '-l', String(page), file, '-'];
    const { stdout } = await promisify(execFile)(tool, args, { maxBuffer: 16 * 1024 * 1024 });
    return [
      ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ].map((m) => ({
      text: (m[5] as string).replace(/&amp;/g, '&'),
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The words inside a slot's box (PDF points, y up), converted to poppler's top-down boxes; `slack` below it. */
const wordsIn = (words: readonly Word[], box: { x: number; y: number; width: number; height: number }, slack = 0) =>
  words.filter(
    (w) =>
      w.xMin >= box.x - 1 &&
      w.xMax <= box.x + box.width + 1 &&
      w.yMin >= A4_HEIGHT - (box.y + box.height) - 2 &&
      w.yMax <= A4_HEIGHT - box.y + slack,
  );
const A4_HEIGHT = 841.89;

const ana: FinalSigner = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  roleLabel: 'Client',
  signedAt: new Date('2026-03-12T15:30:00Z'),
  timeZone: 'America/Sao_Paulo',
  signature: { kind: 'typed', text: 'Ana Ruiz' },
};
const samTyped: FinalSigner = { ...sam, signature: { kind: 'typed', text: 'Sam Lee' } };

/** A text agreement signed by two contacts, then countersigned: one line each, in that order. */
const renderedForThree = () =>
  renderAgreementDocument({
    title: 'Service agreement',
    blocks: parseAgreementText('# Terms\nThe Studio photographs the café.'),
    branding: { workspaceName: 'Atelier Zoë', accentColor: '#e11d48' },
    footer: 'Service agreement · Version 2',
    signatureParties: ['Jane Doe', 'Ana Ruiz', 'Sam Lee'],
  });

describe('composeFinalPdf with signature slots', { timeout: 30_000 }, () => {
  it('places each typed signature and its date on the rendered lines, keeping the original streams', async () => {
    const { bytes, slots } = await renderedForThree();
    expect(slots.map((slot) => [slot.party, slot.page])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    const signers = [jane, ana, samTyped];
    const input = finalInput({ signers, certificate: certificate(signers), slots });
    const final = await composeFinalPdf(bytes, input);
    expect(Buffer.from(await composeFinalPdf(bytes, input)).equals(Buffer.from(final))).toBe(true);

    const [before, after] = await Promise.all([PDFDocument.load(bytes), PDFDocument.load(final)]);
    // The original's streams, byte for byte and in order, wrapped in q … Q, then one stream of ours.
    const original = streamsOf(before.getPage(0));
    const placed = streamsOf(after.getPage(0));
    expect(placed).toHaveLength(original.length + 3);
    expect(placed[0]?.toString().trim()).toBe('q');
    for (const [i, stream] of original.entries()) expect(placed[i + 1]?.equals(stream)).toBe(true);
    expect(placed[original.length + 1]?.toString().trim()).toBe('Q');

    const words = await wordsOf(final, 1);
    for (const [index, signer] of signers.entries()) {
      const slot = slots[index];
      if (!slot) throw new Error('no slot');
      // The handwriting sits on the line (its descenders may cross it), inside the party's cell.
      const signature = wordsIn(words, slot, 8).map((w) => w.text);
      expect(signature.join(' ')).toBe(signer.signature.kind === 'typed' ? signer.signature.text : '');
      const date = wordsIn(words, slot.date).map((w) => w.text);
      const when = signedAtText(signer.signedAt, signer.timeZone);
      expect(date.join(' ')).toBe(`${T.signedOn(when.local)} ${when.utc}`);
    }
    // Lines on the page read in order: the signatures above the names, the dates above "Date".
    const first = pagesOf(await pdftotext(final))[0] ?? '';
    expect(first).toMatch(/Jane Doe[^\n]*Ana Ruiz\n[\s\S]*Signed by · Jane Doe[^\n]*Signed by · Ana Ruiz/);
    expect(first).toMatch(
      /Signed March 12, 2026 at 14:05 GMT\+1 \(Europe\/Paris\)\s+Signed March 12, 2026 at 12:30 GMT-3 \(America\/Sao_Paulo\)/,
    );
    expect(first).toMatch(/Sam Lee\n[\s\S]*Signed by · Sam Lee\n[\s\S]*Signed March 13, 2026 at 05:00 GMT-4/);

    // The Signatures page keeps every detail, and the whole still seals.
    const signaturesPage = pagesOf(await pdftotext(final))[1] ?? '';
    for (const expected of ['Ana Ruiz', 'ana@example.com', '2026-03-12 15:30:00 UTC · Typed signature']) {
      expect(signaturesPage).toContain(expected);
    }
    const report = await pdfsigReport(
      await sealPdf(final, ephemeralSealKey(), { reason: 'r', name: 'n', location: 'l', contactInfo: 'c' }),
    );
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
  });

  it('draws a drawn signature as paths on its line', async () => {
    const { bytes, slots } = await renderedForThree();
    const typedOnly = [jane, ana, samTyped];
    const drawn = [jane, ana, sam];
    const appended = async (signers: FinalSigner[]) => {
      const final = await composeFinalPdf(bytes, finalInput({ signers, certificate: certificate(signers), slots }));
      return {
        final,
        stream:
          streamsOf((await PDFDocument.load(final)).getPage(0))
            .at(-1)
            ?.toString() ?? '',
      };
    };
    const [typed, withDrawing] = await Promise.all([appended(typedOnly), appended(drawn)]);
    // The strokes as a path: moves (m), curves (v) and a stroke (S), which nothing typed draws.
    for (const operator of [/ m\n/, / v\n/, /\nS\n/]) expect(typed.stream).not.toMatch(operator);
    expect(withDrawing.stream.match(/ m\n/g)).toHaveLength(2);
    expect(withDrawing.stream.match(/ v\n/g)?.length).toBeGreaterThan(4);
    expect(withDrawing.stream).toMatch(/\nS\n/);
    const samSlot = slots[2];
    if (!samSlot) throw new Error('no slot');
    const words = await wordsOf(withDrawing.final, 1);
    expect(wordsIn(words, samSlot, 8)).toEqual([]);
    expect(
      wordsIn(words, samSlot.date)
        .map((w) => w.text)
        .join(' '),
    ).toContain('2026-03-13 09:00:00 UTC');
  });

  it('leaves a line empty when its signer has no slot, and ignores slots that match nothing', async () => {
    const { bytes, slots } = await renderedForThree();
    const [janeSlot, anaSlot, samSlot] = slots;
    if (!janeSlot || !anaSlot || !samSlot) throw new Error('no slots');
    const signers = [jane, ana, samTyped];
    const final = await composeFinalPdf(
      bytes,
      finalInput({
        signers,
        certificate: certificate(signers),
        slots: [janeSlot, anaSlot, { ...samSlot, party: 7 }, { ...samSlot, page: 9 }],
      }),
    );
    const words = await wordsOf(final, 1);
    expect(wordsIn(words, janeSlot, 8).map((w) => w.text)).toEqual(['Jane', 'Doe']);
    expect(wordsIn(words, samSlot, 8)).toEqual([]);
    expect(wordsIn(words, samSlot.date)).toEqual([]);
    expect(pagesOf(await pdftotext(final))[1]).toContain('Signed March 13, 2026 at 05:00 GMT-4');
  });
});

describe('signedAtText', () => {
  it('shows the signer’s zone, and UTC when the zone is unknown', () => {
    const at = new Date('2026-07-01T22:30:00Z');
    expect(signedAtText(at, 'Asia/Tokyo')).toEqual({
      local: 'July 2, 2026 at 07:30 GMT+9 (Asia/Tokyo)',
      utc: '2026-07-01 22:30:00 UTC',
    });
    expect(signedAtText(at, 'Not/AZone').local).toBe('July 1, 2026 at 22:30 (UTC)');
    expect(signedAtText(at, null).local).toBe('July 1, 2026 at 22:30 (UTC)');
  });
});
