import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The agreements spec's helpers: the outbox, a drawn signature, and poppler's pdfsig. */

/** The values the owner fills in for the Service agreement sample's custom variables, in the template's order. */
export const SERVICE_AGREEMENT_VALUES: Record<string, string> = {
  services_description: 'A new logo, a colour palette and a one-page brand guide for the bakery.',
  start_date: 'March 2, 2026',
  end_date: 'April 10, 2026',
  revision_rounds: '2',
  hourly_rate: '$85',
  fee: '$4,200',
  deposit: '$1,260',
  payment_terms_days: '14',
  notice_days: '30',
  governing_law: 'the State of Oregon',
};

/** When a kept mail was queued, from its line on the outbox page. */
const queuedAt = (article: string) => Date.parse(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec(article)?.[0] ?? '') || 0;

/**
 * The newest mail to `to` whose subject matches, queued at `since` or later (a retry of the test
 * on the same server does not read the first attempt's mail), from the outbox page (this machine
 * only), polled until it is there: its <article> as HTML.
 */
export async function outboxMail(page: Page, to: string, subject: RegExp, since: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/outbox')).text();
        // Newest first: the first match is the latest mail.
        found = html.split('<article>').find((article) => {
          const heading = /<h2>([^<]*)<\/h2>/.exec(article)?.[1] ?? '';
          return article.includes(`To ${to}`) && subject.test(heading) && queuedAt(article) >= since;
        });
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${to} with a subject like ${subject} in the outbox` },
    )
    .toBe(true);
  return found as string;
}

/** The 6-digit code of the newest signing-code mail to `to`. */
export async function signingCode(page: Page, to: string, since: number): Promise<string> {
  const mail = await outboxMail(page, to, /^\d{6} is your signing code$/, since);
  const code = /<h2>(\d{6}) is your signing code<\/h2>/.exec(mail)?.[1];
  expect(code, 'the code in the subject').toMatch(/^\d{6}$/);
  // The body says it too.
  expect(mail).toContain(`Your signing code is ${code}.`);
  return code as string;
}

/** The portal link (…/c/{token}) in a mail. */
export function portalLinkIn(mail: string): string {
  const link = /https?:\/\/[^\s"<]+\/c\/[A-Za-z0-9_%-]+/.exec(mail)?.[0];
  expect(link, 'a portal link in the mail').toBeTruthy();
  return link as string;
}

/** The first attachment's download address and file name in a mail. */
export function attachmentIn(mail: string): { href: string; filename: string } {
  const m = /<a href="(\/dev\/outbox\/[0-9a-f-]{36}\/attachments\/0)" download="([^"]+)">/.exec(mail);
  expect(m, 'an attachment in the mail').toBeTruthy();
  return { href: (m as RegExpExecArray)[1] as string, filename: (m as RegExpExecArray)[2] as string };
}

/**
 * A handwritten-looking signature drawn with the pointer on `canvas`: a looping cursive stroke
 * across the box, then a flourish under it (real pointer events, as a finger or mouse makes).
 */
export async function drawSignature(page: Page, canvas: Locator) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the drawing pad is not on screen');
  const at = ([fx, fy]: readonly [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
  const loops = Array.from({ length: 48 }, (_, i): [number, number] => {
    const t = i / 47;
    // Three loops of a cursive "m"-like line, drifting right.
    const x = 0.1 + 0.62 * t + 0.05 * Math.cos(t * Math.PI * 6);
    const y = 0.5 - 0.22 * Math.sin(t * Math.PI * 6) * (1 - 0.3 * t);
    return [x, y];
  });
  const flourish: [number, number][] = [
    [0.14, 0.76],
    [0.3, 0.72],
    [0.48, 0.74],
    [0.66, 0.7],
    [0.86, 0.62],
  ];
  for (const stroke of [loops, flourish]) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(...at(first));
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...at(point), { steps: 3 });
    await page.mouse.up();
  }
}

/** The little of a canvas element read here (this package has no DOM types). */
interface Canvas {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } | null;
}

/** How many of the canvas's pixels hold ink. */
export const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((el: Canvas) => {
    const data = el.getContext('2d')?.getImageData(0, 0, el.width, el.height).data ?? new Uint8ClampedArray();
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]) n++;
    return n;
  });

/** pdfsig's report on a file, whatever its exit code (it exits non-zero on a bad signature). */
export function pdfsig(file: string): string {
  const tool = process.env.PDFSIG_PATH ?? 'pdfsig';
  const run = spawnSync(tool, [file], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
  if (run.error) throw new Error(`${tool} could not run (apt-get install poppler-utils): ${run.error.message}`);
  return `${run.stdout}${run.stderr}`;
}

/** A PDF's text as poppler's pdftotext reads it (it sits beside pdfsig). */
export function pdfText(file: string): string {
  const tool = process.env.PDFSIG_PATH ? path.join(path.dirname(process.env.PDFSIG_PATH), 'pdftotext') : 'pdftotext';
  const run = spawnSync(tool, ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (run.error) throw new Error(`${tool} could not run (apt-get install poppler-utils): ${run.error.message}`);
  return run.stdout;
}

/**
 * A copy of a sealed PDF with one byte changed inside a page's content stream: covered by the
 * seal, outside the signature and the Info dictionary (the `bloom-agreement:` marker stays).
 */
export function alterOneContentByte(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  expect(range, 'a signature ByteRange').toBeTruthy();
  const signatureStart = Number((range as RegExpExecArray)[2]);
  // Streams before the signature whose dictionary is a plain content stream (no /Type, /Subtype: not a font or image).
  const streams = [...text.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)]
    .map((m) => ({ dict: m[1] ?? '', start: (m.index ?? 0) + m[0].length }))
    .map((s) => ({ ...s, end: text.indexOf('endstream', s.start) }))
    .filter((s) => s.end > s.start + 20 && s.end < signatureStart)
    .filter((s) => !/\/(Type|Subtype|Length1|Length2)\b/.test(s.dict));
  const target = streams[0];
  expect(target, 'a page content stream').toBeTruthy();
  const at = Math.floor(((target as { start: number }).start + (target as { end: number }).end) / 2);
  const altered = Buffer.from(pdf);
  altered[at] = (altered[at] as number) ^ 0x01;
  expect(altered.equals(pdf)).toBe(false);
  expect(altered.toString('latin1')).toContain('bloom-agreement:');
  return altered;
}

/** True once every PDF page showing in a document frame has its canvas drawn (true when there is none). */
/** The little of the DOM the predicate below reads (this package has no DOM types). */
interface PdfNode {
  closest(selector: string): PdfNode | null;
  querySelector(selector: string): PdfNode | null;
  getBoundingClientRect(): { top: number; bottom: number };
}
declare const document: { querySelectorAll(selector: string): Iterable<PdfNode> };

// A function, not a string: the page's CSP allows no eval, which a string predicate needs.
const PDF_PAGES_DRAWN = () =>
  [...document.querySelectorAll('section[data-page]')].every((page) => {
    const frame = page.closest('section[tabindex]');
    if (!frame) return true;
    const a = page.getBoundingClientRect();
    const b = frame.getBoundingClientRect();
    const showing = a.bottom > b.top && a.top < b.bottom;
    return !showing || (page.querySelector('canvas') !== null && !page.querySelector('.animate-pulse'));
  });

/**
 * docsScreenshots (support.ts) for these pages: `{name}-1280.png` and `{name}-390.png` in
 * docs/screenshots/issue-34/, full page from the top, each once the document's pages in view are
 * drawn again at that width (a resize redraws them); the viewport is restored after.
 */
export function agreementScreenshots(folder: string) {
  const dir = fileURLToPath(new URL(`../../docs/screenshots/${folder}/`, import.meta.url));
  mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string) => {
    const size = page.viewportSize();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.waitForFunction(PDF_PAGES_DRAWN, undefined, { timeout: 15_000 });
      await page.screenshot({ path: `${dir}${name}-${viewport.width}.png`, fullPage: true });
    }
    if (size) await page.setViewportSize(size);
  };
}
