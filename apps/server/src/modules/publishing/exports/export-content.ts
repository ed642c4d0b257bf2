import { normalizeText } from './fit-text';

/** What every layout shows of a testimonial, whichever format draws it. */
export interface ExportContent {
  quote: string;
  name: string;
  /** "Title · Company", or null when neither is given. */
  byline: string | null;
  /** 0–5 whole stars, or null: no rating row. */
  stars: number | null;
  initials: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const firstGrapheme = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/** The first letters of the first and last words: "Jordan Lee" → "JL". */
export function initialsOf(name: string): string {
  const words = normalizeText(name).split(' ').filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${firstGrapheme(first)}${last ? firstGrapheme(last) : ''}`.toLocaleUpperCase();
}

export function exportContent(input: {
  quote: string;
  name: string;
  title: string | null;
  company: string | null;
  rating: number | null;
}): ExportContent {
  const byline = [input.title, input.company]
    .map((part) => normalizeText(part ?? ''))
    .filter(Boolean)
    .join(' · ');
  const stars = input.rating === null ? null : Math.max(0, Math.min(5, Math.round(input.rating)));
  return {
    quote: normalizeText(input.quote),
    name: normalizeText(input.name),
    byline: byline || null,
    stars,
    initials: initialsOf(input.name),
  };
}

export const FILLED_STAR = '★';
/** The empty ones are the same glyph in a pale ink: ☆'s outline reads as a different symbol at small sizes. */
export const starsText = (filled: number) => ({
  filled: FILLED_STAR.repeat(filled),
  empty: FILLED_STAR.repeat(5 - filled),
});
