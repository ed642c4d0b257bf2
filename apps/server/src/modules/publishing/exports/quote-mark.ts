/**
 * The big opening quotation mark, drawn as a shape rather than a glyph: its size is exact (a
 * glyph's line box is mostly empty space) and it looks the same in every export. 48 × 36 units.
 */
export const QUOTE_MARK_PATH =
  'M0 36V21C0 9.5 6.5 2.5 18 0l2 5.5C13 7.5 10 11.5 9.5 17H19v19H0zm27 0V21c0-11.5 6.5-18.5 18-21l2 5.5c-7 2-10 6-10.5 11.5H46v19H27z';

export function quoteMarkSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 36"><path fill="${color}" d="${QUOTE_MARK_PATH}"/></svg>`;
}

export const quoteMarkDataUrl = (color: string) =>
  `data:image/svg+xml;base64,${Buffer.from(quoteMarkSvg(color)).toString('base64')}`;
