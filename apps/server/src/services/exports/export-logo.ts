import sharp from 'sharp';
import type { PngLogo } from './png-layout';

/** Twice the largest footer logo (story: 96 px high), so it stays sharp. */
const MAX_HEIGHT = 192;
const MAX_WIDTH = 864;

/**
 * The workspace's stored logo (PNG, JPEG, WebP or a sanitised SVG) as a PNG both renderers can
 * draw: satori and resvg do not all read WebP, and pdf-lib embeds only PNG and JPEG. A logo that
 * cannot be decoded is left out rather than failing the export: the workspace's name still shows.
 */
export async function prepareExportLogo(bytes: Uint8Array, type: string | null): Promise<PngLogo | null> {
  try {
    const image = sharp(bytes, {
      limitInputPixels: 40_000_000,
      failOn: 'error',
      // An SVG is rasterised at a density that gives enough pixels for the resize below.
      ...(type === 'image/svg+xml' ? { density: 300 } : {}),
    });
    const { data, info } = await image
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: type !== 'image/svg+xml' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}
