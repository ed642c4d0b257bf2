/**
 * A file name as Bloom keeps and shows it (issue 24): what the uploader called it, minus anything
 * that could make it lie about itself. `invoice\u202Efdp.exe` (a right-to-left override) reads as
 * "invoiceexe.pdf" in a file list; it becomes `invoicefdp.exe`, its real extension last.
 *
 * Applied when a file is uploaded and again whenever a stored name is shown or sent (older rows
 * were kept as sent).
 */

const MAX_NAME_LENGTH = 255;

/**
 * Characters that draw nothing or steer how others are drawn: control characters, format
 * characters (the bidirectional controls U+202A–202E, U+2066–2069, U+200E/200F and U+061C among
 * them, zero-width spaces, U+FEFF) and the rest of Unicode's default-ignorable code points (Hangul
 * fillers, variation selectors, tags…).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** Kept between letters or emoji, where they shape the text (Persian's ZWNJ, emoji sequences). */
const JOINER = /[\u200C\u200D]/u;
/** Kept after a letter or emoji: they pick its presentation (❤️). */
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const SHAPED = /[\p{L}\p{M}\p{N}\p{Extended_Pictographic}]/u;
/** Blank characters, the braille blank included: any run of them is one space. */
const BLANKS = /[\s\u2800]+/gu;

/** Drops the invisible characters of `name`, keeping joiners and selectors where they shape letters or emoji. */
function withoutInvisible(name: string): string {
  const chars = Array.from(name);
  const visible = (c: string | undefined) => c !== undefined && SHAPED.test(c);
  let out = '';
  let last: string | undefined;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const kept =
      !INVISIBLE.test(ch) ||
      (JOINER.test(ch) && visible(last) && visible(chars[i + 1])) ||
      (VARIATION_SELECTOR.test(ch) && visible(last));
    if (!kept) continue;
    out += ch;
    last = ch;
  }
  return out;
}

/**
 * The name to keep and show: no folders, no invisible or control characters, blanks collapsed,
 * no trailing dots or spaces (which would hide the extension, and which Windows drops), at most
 * 255 characters with the extension kept through truncation; never empty ('file').
 */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutInvisible(base)
    .replace(BLANKS, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  if (cleaned === '') return 'file';
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 16 ? Array.from(cleaned.slice(dot)) : [];
  return chars.slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext.join('');
}
