import latin from '@fontsource/dancing-script/files/dancing-script-latin-500-normal.woff2?url';
import latinExt from '@fontsource/dancing-script/files/dancing-script-latin-ext-500-normal.woff2?url';
import vietnamese from '@fontsource/dancing-script/files/dancing-script-vietnamese-500-normal.woff2?url';

/**
 * The handwriting font a typed signature is shown in: Dancing Script Medium, the face the server
 * draws it with on the signed PDF (agreements/pdf/signature-drawing.ts), so the preview is what
 * the PDF shows. Our own hashed woff2 files, registered only when the signing step opens; the
 * browser fetches a range's file only when the name uses it.
 */
export const SIGNATURE_FONT_FAMILY = 'Bloom Signature';

const FACES: [url: string, unicodeRange: string][] = [
  [
    latin,
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ],
  [
    latinExt,
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ],
  [
    vietnamese,
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  ],
];

let registered = false;

/** Adds the font's faces to the page once (the Latin file starts loading at once: most names need it). */
export function registerSignatureFont(): void {
  if (registered || typeof FontFace === 'undefined') return;
  registered = true;
  for (const [url, unicodeRange] of FACES) {
    const face = new FontFace(SIGNATURE_FONT_FAMILY, `url(${url}) format('woff2')`, {
      weight: '500',
      display: 'swap',
      unicodeRange,
    });
    document.fonts.add(face);
    if (url === latin) face.load().catch(() => {});
  }
}

/** The CSS font stack for the preview: the handwriting face, else any cursive one. */
export const signatureFontStack = `"${SIGNATURE_FONT_FAMILY}", cursive`;
