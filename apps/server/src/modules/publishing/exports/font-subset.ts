import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Font subsetting with HarfBuzz (harfbuzzjs's hb-subset.wasm, the package satori itself uses).
 * pdf-lib's own subsetting (`embedFont(…, { subset: true })` through @pdf-lib/fontkit) drops
 * glyphs of Inter: PDF viewers showed "rking i" for "Working with". A HarfBuzz subset holds
 * only the characters a page draws (a few KB), and pdf-lib embeds it whole.
 */
interface HarfBuzzSubset {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codePoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
/** Node's global WebAssembly, which the server's type libraries (no DOM) do not declare. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
};
const require = createRequire(import.meta.url);
let harfBuzz: Promise<HarfBuzzSubset> | undefined;

function loadHarfBuzz(): Promise<HarfBuzzSubset> {
  harfBuzz ??= wasm
    .instantiate(readFileSync(require.resolve('harfbuzzjs/hb-subset.wasm')))
    .then(({ instance }) => instance.exports as HarfBuzzSubset);
  return harfBuzz;
}

/** The font with only the glyphs of `text`'s characters (and what shaping them needs). */
export async function subsetFont(font: Uint8Array, text: string): Promise<Uint8Array> {
  const hb = await loadHarfBuzz();
  const fontPointer = hb.malloc(font.byteLength);
  // The heap is read afresh after every call that may grow it (a grown memory detaches old views).
  new Uint8Array(hb.memory.buffer).set(font, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const char of new Set(text)) hb.hb_set_add(unicodes, char.codePointAt(0) as number);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  try {
    if (!subset) throw new Error('HarfBuzz could not subset the font');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    if (bytes.length === 0) throw new Error('HarfBuzz returned an empty font');
    return bytes;
  } finally {
    if (subset) hb.hb_face_destroy(subset);
    hb.hb_face_destroy(face);
    hb.free(fontPointer);
  }
}
