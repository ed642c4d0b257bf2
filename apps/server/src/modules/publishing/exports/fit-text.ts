/**
 * Fits a testimonial into a fixed box: the largest font size at which the wrapped text fits, and
 * past the smallest size the text cut at a word boundary with an ellipsis. Measuring is passed in
 * (the font's own advance widths), so the PNG and PDF layouts fit with the metrics they draw with.
 */

/** The advance width of `text` at font size 1, in the caller's units. */
export type MeasureText = (text: string) => number;

export interface FitOptions {
  /** The box, in the caller's units (pixels or PDF points). */
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Lines allowed at most, whatever the height (a one-line name). */
  maxLines?: number;
}

export interface FittedText {
  /** What to draw: the whole text, or its start cut at a word boundary and ended with '…'. */
  text: string;
  size: number;
  /** `text` wrapped by the same greedy rule, one string per line. */
  lines: string[];
  truncated: boolean;
}

export const ELLIPSIS = '…';

/** Whitespace of any kind (newlines a client typed) becomes single spaces, as it renders. */
export const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Line {
  start: number;
  end: number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Greedy wrapping of normalised text (single spaces) into lines of at most `width` at `size`.
 * A word wider than a line is broken between graphemes, as CSS `overflow-wrap: break-word` does.
 */
export function wrapText(text: string, measure: MeasureText, size: number, width: number): Line[] {
  const lines: Line[] = [];
  const space = measure(' ') * size;
  let start = -1;
  let end = -1;
  let lineWidth = 0;
  let at = 0;
  while (at < text.length) {
    const next = text.indexOf(' ', at);
    let wordEnd = next === -1 ? text.length : next;
    // A very long word starts its own line and is cut there, grapheme by grapheme.
    let wordWidth = wordEnd - at > LONG_WORD ? Number.POSITIVE_INFINITY : measure(text.slice(at, wordEnd)) * size;
    if (start !== -1 && lineWidth + space + wordWidth <= width) {
      end = wordEnd;
      lineWidth += space + wordWidth;
    } else {
      if (start !== -1) lines.push({ start, end });
      if (wordWidth > width) {
        const prefix = fittingPrefix(text.slice(at, wordEnd), measure, size, width);
        wordEnd = at + prefix.end;
        wordWidth = prefix.width;
      }
      start = at;
      end = wordEnd;
      lineWidth = wordWidth;
    }
    // A broken word goes on from where it was cut; a whole one from after its space.
    at = text[wordEnd] === ' ' ? wordEnd + 1 : wordEnd;
  }
  if (start !== -1) lines.push({ start, end });
  return lines;
}

/**
 * How many UTF-16 units of `word`'s leading graphemes fit in `width` (at least one grapheme),
 * and their width.
 * Summed grapheme by grapheme (each measured once): measuring every prefix of a 2,000-letter
 * "word" whole took seconds.
 */
function fittingPrefix(word: string, measure: MeasureText, size: number, width: number) {
  let end = 0;
  let sum = 0;
  for (const { index, segment } of graphemes.segment(word)) {
    const next = sum + measure(segment) * size;
    if (end > 0 && next > width) break;
    sum = next;
    end = index + segment.length;
  }
  return { end, width: sum };
}

/** Past this many UTF-16 units a "word" (a pasted link, a row of letters) is measured by its graphemes. */
const LONG_WORD = 64;

/**
 * Per call: each word is measured once, however many sizes are tried. A very long word is the
 * sum of its graphemes (kerning inside it ignored): laying out each of its remainders whole, line
 * after line and size after size, took seconds for 600 letters.
 */
function cachedMeasure(measure: MeasureText): MeasureText {
  const widths = new Map<string, number>();
  const cached: MeasureText = (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width =
        text.length > LONG_WORD
          ? [...graphemes.segment(text)].reduce((sum, { segment }) => sum + cached(segment), 0)
          : measure(text);
      widths.set(text, width);
    }
    return width;
  };
  return cached;
}

/** The largest size from `maxSize` down whose wrapped lines fit the box; else cut at `minSize`. */
export function fitText(raw: string, measureText: MeasureText, options: FitOptions): FittedText {
  const text = normalizeText(raw);
  const measure = cachedMeasure(measureText);
  const linesAt = (size: number) =>
    Math.max(
      1,
      Math.min(
        options.maxLines ?? Number.POSITIVE_INFINITY,
        Math.floor(options.height / (size * options.lineHeight) + 1e-9),
      ),
    );
  for (let size = options.maxSize; size >= options.minSize; size -= 1) {
    const lines = wrapText(text, measure, size, options.width);
    if (lines.length <= linesAt(size)) return fitted(text, lines, size, false);
  }
  const size = options.minSize;
  const room = linesAt(size);
  const lines = wrapText(text, measure, size, options.width);
  const last = lines[room - 1] as Line;
  let end = last.end;
  const lastLineWidth = (cut: number) => measure(`${text.slice(last.start, cut).trimEnd()}${ELLIPSIS}`) * size;
  // Back to an earlier word boundary of the last line until the ellipsis fits beside it.
  while (end > last.start && lastLineWidth(end) > options.width) {
    const space = text.lastIndexOf(' ', end - 1);
    end = space > last.start ? space : cutGrapheme(text, last.start, end);
  }
  const cut = `${text.slice(0, end).replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
  return fitted(cut, wrapText(cut, measure, size, options.width), size, true);
}

/** `end` moved back by one grapheme, never before `start`: a line that is one long word. */
function cutGrapheme(text: string, start: number, end: number): number {
  let previous = start;
  for (const { index } of graphemes.segment(text.slice(start, end))) if (index > 0) previous = start + index;
  return previous;
}

const fitted = (text: string, lines: Line[], size: number, truncated: boolean): FittedText => ({
  text,
  size,
  lines: lines.map((l) => text.slice(l.start, l.end)),
  truncated,
});
