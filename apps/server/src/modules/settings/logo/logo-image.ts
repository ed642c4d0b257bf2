import { createHash } from 'node:crypto';
import { LOGO_MAX_PIXELS, LOGO_TYPES, type LogoType, looksLikeText } from '@bloom/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { drawUploadedSvg } from '../../publishing';
import { SvgTooComplexError } from './svg-complexity';
import { SvgRenderError } from './svg-raster';
import { sanitizeSvg, UnreadableSvgError } from './svg-sanitize';

/** A logo ready to store: its final bytes, type and content hash (the public file name). */
export interface PreparedLogo {
  bytes: Buffer;
  type: LogoType;
  /** sha256 hex of `bytes`. */
  sha256: string;
  /** `<sha256>.<ext>`: the last segment of the public URL. */
  fileName: string;
}

/** Not a PNG, JPEG, WebP or SVG by its bytes (415). */
export class UnsupportedLogoError extends Error {}
/** Of an accepted type but not decodable (400). */
export class UnreadableLogoError extends Error {}
/** An SVG that draws too much (svg-complexity.ts) or too slowly to show in exports (400). */
export class TooComplexLogoError extends Error {}

// A decompression bomb (a tiny file declaring a huge canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;
const RASTER: Record<string, LogoType['mime']> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/webp': 'image/webp',
};
const typeOf = (mime: LogoType['mime']) => LOGO_TYPES.find((t) => t.mime === mime) as LogoType;

/**
 * Decides the type from the bytes (never the name or the browser's claim), then re-encodes a
 * raster image at most LOGO_MAX_PIXELS on its longer side (no metadata, EXIF orientation applied)
 * or sanitises an SVG (svg-sanitize.ts), which must then stay within the drawing limits
 * (svg-complexity.ts) and draw within the exports' time budget (it is drawn once here, as the
 * exports draw it, and kept for them).
 */
export async function prepareLogo(input: Buffer): Promise<PreparedLogo> {
  let sniffed: string | undefined;
  try {
    sniffed = (await fileTypeFromBuffer(input))?.mime;
  } catch {
    sniffed = undefined;
  }
  const raster = sniffed ? RASTER[sniffed] : undefined;
  let bytes: Buffer;
  let type: LogoType;
  if (raster) {
    type = typeOf(raster);
    bytes = await resize(input, type);
  } else if ((sniffed === undefined || sniffed === 'application/xml') && isSvgText(input)) {
    type = typeOf('image/svg+xml');
    try {
      bytes = Buffer.from(sanitizeSvg(new TextDecoder('utf-8', { fatal: true }).decode(input)), 'utf8');
      await drawUploadedSvg(bytes);
    } catch (err) {
      if (err instanceof SvgTooComplexError) throw new TooComplexLogoError(err.message);
      if (err instanceof UnreadableSvgError || err instanceof SvgRenderError || err instanceof TypeError)
        throw new UnreadableLogoError(err.message);
      throw err;
    }
  } else {
    throw new UnsupportedLogoError(sniffed ?? 'unknown bytes');
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { bytes, type, sha256, fileName: `${sha256}.${type.extension}` };
}

function isSvgText(bytes: Buffer): boolean {
  return looksLikeText(bytes) && /<svg[\s>/]/i.test(bytes.toString('utf8'));
}

async function resize(input: Buffer, type: LogoType): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LOGO_MAX_PIXELS, LOGO_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true });
    if (type.mime === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (type.mime === 'image/jpeg') return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch (err) {
    throw new UnreadableLogoError((err as Error).message);
  }
}
