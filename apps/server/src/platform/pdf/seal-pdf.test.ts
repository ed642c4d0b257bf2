import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfinfo, pdfsigReport } from './poppler-tools';
import { ephemeralSealKey, loadOrCreateSealKey, SEAL_FILES, SealKeyError } from './seal-key';
import { pdfLiteral, sealPdf } from './seal-pdf';

const details = {
  reason: 'Signed by every party (Zoë & co)',
  name: 'Atelier Zoë',
  location: 'https://app.example.com',
  contactInfo: 'owner@example.com',
  signingTime: new Date('2026-03-12T13:05:00Z'),
};

async function samplePdf(pages = 1): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) pdf.addPage().drawText(`Page ${i + 1}`, { x: 50, y: 700, font });
  // Written as a plain literal string, as compose-final-pdf does, so the test can find and change it.
  pdf.setTitle('Sample');
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info);
  (info as import('pdf-lib').PDFDict).set(PDFName.of('Keywords'), PDFString.of('bloom-agreement:sample'));
  // Object streams, as most producers write: sealPdf must rewrite them as plain objects.
  return pdf.save({ useObjectStreams: true });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bloom-seal-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sealPdf', { timeout: 30_000 }, () => {
  it('makes a signature pdfsig accepts, covering the whole document', async () => {
    const sealed = await sealPdf(await samplePdf(), ephemeralSealKey(), details);
    const report = await pdfsigReport(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: Bloom document seal');
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    // The Info dictionary survives, readable in the bytes (the verifier finds the id there).
    expect(sealed.includes('(bloom-agreement:sample)')).toBe(true);
    expect((await pdfinfo(sealed)).Keywords).toBe('bloom-agreement:sample');
  });

  it('reports a digest mismatch when one byte changes', async () => {
    const sealed = await sealPdf(await samplePdf(), ephemeralSealKey(), details);
    const at = sealed.indexOf('bloom-agreement:sample') + 'bloom-agreement:'.length;
    const altered = Buffer.from(sealed);
    altered[at] = 'S'.charCodeAt(0);
    const report = await pdfsigReport(altered);
    expect(report).toContain('Digest Mismatch');
    expect(report).not.toContain('Signature is Valid');
  });

  it('reports bytes appended after sealing as not covered', async () => {
    const sealed = await sealPdf(await samplePdf(), ephemeralSealKey(), details);
    const report = await pdfsigReport(Buffer.concat([sealed, Buffer.from('\n% appended\n')]));
    expect(report).not.toContain('Total document signed');
  });

  it('keeps every page and writes the signing time', async () => {
    const sealed = await sealPdf(await samplePdf(3), ephemeralSealKey(), details);
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe(3);
    expect(await pdfsigReport(sealed)).toContain('Signing Time: Mar 12 2026 13:05:00');
  });

  it('writes the placeholder strings as safe ASCII literals', () => {
    expect(pdfLiteral('Atelier Zoë (Paris) \\ ü')).toBe('Atelier Zoe  Paris    u');
    expect(pdfLiteral('日本')).toBe('??');
  });
});

describe('loadOrCreateSealKey', { timeout: 30_000 }, () => {
  it('generates the seal once in DATA_DIR and opens the same one on the next start', async () => {
    const dataDir = path.join(dir, 'data');
    const first = loadOrCreateSealKey({ dataDir });
    expect((await stat(path.join(dataDir, SEAL_FILES.p12))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, SEAL_FILES.passphrase))).mode & 0o777).toBe(0o600);
    const again = loadOrCreateSealKey({ dataDir });
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(again.commonName).toBe('Bloom document seal');
    expect(again.notAfter.getUTCFullYear() - new Date().getUTCFullYear()).toBe(10);
  });

  it('is fast enough for a first start', () => {
    const started = performance.now();
    loadOrCreateSealKey({ dataDir: path.join(dir, 'timed') });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("uses an operator's P12 (OpenSSL 3 defaults) and refuses a wrong passphrase", async () => {
    const run = promisify(execFile);
    const keyFile = path.join(dir, 'operator-key.pem');
    const certFile = path.join(dir, 'operator-cert.pem');
    const p12Path = path.join(dir, 'operator.p12');
    await run(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile].concat([
        '-days',
        '30',
        '-subj',
        '/CN=Operator seal',
      ]),
    );
    await run('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      keyFile,
      '-in',
      certFile,
      '-out',
      p12Path,
      '-passout',
      'pass:s3cret',
    ]);

    const key = loadOrCreateSealKey({ dataDir: dir, given: { p12Path, passphrase: 's3cret' } });
    expect(key.commonName).toBe('Operator seal');
    const report = await pdfsigReport(await sealPdf(await samplePdf(), key, details));
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Signer Certificate Common Name: Operator seal');

    expect(() => loadOrCreateSealKey({ dataDir: dir, given: { p12Path, passphrase: 'wrong' } })).toThrow(SealKeyError);
    expect(() =>
      loadOrCreateSealKey({ dataDir: dir, given: { p12Path: `${p12Path}.missing`, passphrase: 'x' } }),
    ).toThrow(/SIGNING_P12_PATH: cannot read .*ENOENT/);
  });
});
