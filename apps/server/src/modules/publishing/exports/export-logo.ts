import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { checkSvgComplexity, rasterizeSvg, SvgRenderTimeoutError, SvgTooComplexError } from '../../settings';
import { LruCache } from '../lru-cache';
import type { PngLogo } from './png-layout';

/** Twice the largest footer logo (story: 96 px high), so it stays sharp. */
const MAX_HEIGHT = 192;
const MAX_WIDTH = 864;
/**
 * The most an SVG logo may take to draw, on upload and before an export (a real logo takes
 * 0.2–0.5 s, most of it starting the renderer).
 */
export const SVG_RENDER_BUDGET_MS = 2000;
/** How long an export waits for a free renderer (two slow drawings already running) before going without its logo. */
const EXPORT_WAIT_MS = 1000;
/** Logos kept drawn (a PNG of at most 864 × 192 each): the workspaces exporting right now. */
const CACHE_ENTRIES = 64;
/** A logo that could not be drawn is not tried again for this long (the render may have met a busy machine). */
const FAILURE_TTL_MS = 10 * 60 * 1000;

const drawn = new LruCache<string, { logo: Promise<PngLogo | null>; expires: number }>(CACHE_ENTRIES);

/**
 * The workspace's stored logo (PNG, JPEG, WebP or a sanitised SVG) as a PNG both renderers can
 * draw: satori and resvg do not all read WebP, and pdf-lib embeds only PNG and JPEG. A logo that
 * cannot be decoded is left out rather than failing the export: the workspace's name still shows.
 * So is an SVG over the upload's limits (one stored before they existed) or one that does not draw
 * within SVG_RENDER_BUDGET_MS: no export waits more than EXPORT_WAIT_MS + SVG_RENDER_BUDGET_MS
 * (3 s) for its logo. Each logo is drawn once per content and kept, whatever exports or cards show it.
 */
export function prepareExportLogo(bytes: Uint8Array, type: string | null): Promise<PngLogo | null> {
  const key = `${type}:${createHash('sha256').update(bytes).digest('hex')}`;
  const hit = drawn.get(key);
  if (hit && hit.expires > Date.now()) return hit.logo;
  const logo: Promise<PngLogo | null> = (
    type === 'image/svg+xml' ? drawSvg(bytes, EXPORT_WAIT_MS) : drawRaster(bytes)
  ).catch((err) => {
    // No free renderer in time says nothing about the logo: the next export tries again.
    const busy = err instanceof SvgRenderTimeoutError && err.waited;
    if (drawn.get(key)?.logo === logo) drawn.set(key, { logo, expires: busy ? 0 : Date.now() + FAILURE_TTL_MS });
    return null;
  });
  drawn.set(key, { logo, expires: Number.POSITIVE_INFINITY });
  return logo;
}

/**
 * An uploaded SVG logo drawn as the exports draw it, or SvgTooComplexError when it passes a limit
 * of svg-complexity.ts or its budget (UnreadableSvgError or SvgRenderError when it cannot be
 * read). Kept for the exports when it draws.
 */
export async function drawUploadedSvg(bytes: Uint8Array): Promise<PngLogo> {
  // Upload waits for a free renderer: only the drawing itself is on the clock.
  const logo = await drawSvg(bytes, Number.POSITIVE_INFINITY);
  const key = `image/svg+xml:${createHash('sha256').update(bytes).digest('hex')}`;
  drawn.set(key, { logo: Promise.resolve(logo), expires: Number.POSITIVE_INFINITY });
  return logo;
}

async function drawSvg(bytes: Uint8Array, waitMs: number): Promise<PngLogo> {
  await checkSvgComplexity(Buffer.from(bytes).toString('utf8'));
  try {
    const raster = await rasterizeSvg(bytes, {
      width: MAX_WIDTH,
      height: MAX_HEIGHT,
      budgetMs: SVG_RENDER_BUDGET_MS,
      waitMs,
    });
    return { png: new Uint8Array(raster.png), width: raster.width, height: raster.height };
  } catch (err) {
    if (err instanceof SvgRenderTimeoutError && !err.waited)
      throw new SvgTooComplexError(`takes more than ${SVG_RENDER_BUDGET_MS / 1000} s to draw`);
    throw err;
  }
}

async function drawRaster(bytes: Uint8Array): Promise<PngLogo> {
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: new Uint8Array(data), width: info.width, height: info.height };
}
