/**
 * Finds the `bloom-agreement:<uuid>` marker a final agreement PDF carries in its Info Keywords, so
 * the server can tell a sealed file that was changed ("altered") from one it never sealed. PDF
 * writers store that string as plain text or as a hex string (pdf-lib's setKeywords writes
 * UTF-16BE hex), so all three forms are searched; the first that holds a UUID counts.
 */

const PREFIX = 'bloom-agreement:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hexOf = (text: string, width: 2 | 4) =>
  [...text].map((c) => c.charCodeAt(0).toString(16).padStart(width, '0')).join('');

/** The marker as plain text, then as single-byte hex, then as UTF-16BE hex (hex digits in any case). */
const PATTERNS: { re: RegExp; decode: (match: string) => string }[] = [
  { re: new RegExp(`${PREFIX}([0-9a-fA-F-]{36})`, 'g'), decode: (m) => m },
  { re: new RegExp(`${hexOf(PREFIX, 2)}((?:[0-9a-fA-F]{2}){36})`, 'gi'), decode: (m) => fromHex(m, 2) },
  { re: new RegExp(`${hexOf(PREFIX, 4)}((?:[0-9a-fA-F]{4}){36})`, 'gi'), decode: (m) => fromHex(m, 4) },
];

function fromHex(hex: string, width: 2 | 4): string {
  let out = '';
  for (let i = 0; i < hex.length; i += width) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + width), 16));
  return out;
}

/** The agreement id a PDF names, lowercased, or null. */
export function findAgreementMarker(bytes: Uint8Array): string | null {
  // One byte, one character: offsets and ASCII survive, whatever else the file holds.
  const text = new TextDecoder('latin1').decode(bytes);
  for (const { re, decode } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      const id = decode(match[1] ?? '').toLowerCase();
      if (UUID.test(id)) return id;
    }
  }
  return null;
}
