import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../../src/platform/db/database';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { createLogoKey, logoUrlPath } from '../../src/platform/storage/logo-keys';

/** SVG logos for the complexity limits (issue 31): hostile ones and an ordinary one. */

const svg = (inner: string, attrs = ' viewBox="0 0 100 100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;

/**
 * `levels` levels of four `<use>` of the level below, down to one rect: 4^levels rects drawn
 * (9 levels: 262,144) from a file of about 1.2 KB. Drawn, it covers its canvas in `fill`.
 */
export function useBomb(levels: number, fill = '#00ff00'): string {
  let defs = `<rect id="l0" width="1" height="1" fill="${fill}"/>`;
  for (let i = 1; i <= levels; i++) {
    const below = `#l${i - 1}`;
    defs += `<g id="l${i}"><use href="${below}"/><use href="${below}" x="1"/><use href="${below}" y="1"/><use href="${below}" x="1" y="1"/></g>`;
  }
  return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`, ' viewBox="0 0 10 5" width="40" height="20"');
}

/**
 * Few elements, each drawn through a filter that costs seconds: within the counted limits, slow
 * to draw (unbounded, 400 of them take about 30 s at the exports' size).
 */
export function slowFilters(count = 400): string {
  const filter =
    '<filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="50"/></filter>';
  const rects = '<rect width="2000" height="2000" filter="url(#f)"/>'.repeat(count);
  return svg(`<defs>${filter}</defs>${rects}`, ' width="2000" height="2000"');
}

/** An ordinary logo: a few hundred shapes in `fill`, a gradient, a clip path and a <style> of classes. */
export function ordinaryLogo(shapes = 300, fill = '#00ff00'): string {
  let inner =
    `<style>.a{fill:${fill}} .c{clip-path:url(#clip)} .g{fill:url(#grad)}</style>` +
    `<defs><linearGradient id="grad"><stop offset="0" stop-color="${fill}"/><stop offset="1" stop-color="${fill}"/></linearGradient>` +
    `<clipPath id="clip"><rect width="40" height="20"/></clipPath></defs><rect width="40" height="20" fill="${fill}"/><g class="c">`;
  for (let i = 0; i < shapes; i++) {
    inner +=
      i % 3 === 0
        ? `<path class="a" d="M${i % 40} ${i % 20} l2 0 l-1 2 z"/>`
        : `<rect class="${i % 3 === 1 ? 'a' : 'g'}" x="${(i * 7) % 40}" y="${(i * 3) % 20}" width="2" height="1"/>`;
  }
  return svg(`${inner}</g>`, ' viewBox="0 0 40 20" width="40" height="20"');
}

/** Stores a logo the way an upload does but without its checks: a logo kept before they existed. */
export async function storeLogoUnchecked(db: Db, storage: FileStorage, workspaceId: string, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  const key = createLogoKey(workspaceId, 'svg');
  await storage.put(key, Readable.from([bytes]), { maxBytes: bytes.length, contentType: 'image/svg+xml' });
  const fileName = `${createHash('sha256').update(bytes).digest('hex')}.svg`;
  await db
    .updateTable('workspaces')
    .set({ logo_key: key, logo_url: logoUrlPath(fileName), updated_at: new Date() })
    .where('id', '=', workspaceId)
    .execute();
}

/** Pixels of exactly this colour in a region of a PNG. */
export async function pixelsOf(
  png: Uint8Array,
  region: { left: number; top: number; width: number; height: number },
  [r, g, b]: [number, number, number],
): Promise<number> {
  const { data, info } = await sharp(png).extract(region).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count += 1;
  }
  return count;
}
