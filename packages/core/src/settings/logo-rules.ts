/**
 * The logo types the branding settings accept. PNG, JPEG and WebP are recognised by their bytes;
 * SVG (text, no magic bytes) by a text check and a parse on the server, which also sanitises it.
 * The browser uses the same table for `<input accept>` and a pre-check of the name.
 */
export interface LogoType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  /** The stored object's and the public URL's extension. */
  extension: 'png' | 'jpg' | 'webp' | 'svg';
  /** Names the browser may offer. */
  extensions: readonly string[];
}

export const LOGO_TYPES: readonly LogoType[] = [
  { mime: 'image/png', extension: 'png', extensions: ['png'] },
  { mime: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/webp', extension: 'webp', extensions: ['webp'] },
  { mime: 'image/svg+xml', extension: 'svg', extensions: ['svg'] },
];

/** `<input accept>` for the logo field. */
export const LOGO_ACCEPT = LOGO_TYPES.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

/** The logo type of a MIME type, or undefined. */
export const logoTypeByMime = (mime: string): LogoType | undefined => LOGO_TYPES.find((t) => t.mime === mime);

/** The public logo file name: sha256 hex of the stored bytes and the type's extension. */
export const LOGO_FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp|svg)$/;
