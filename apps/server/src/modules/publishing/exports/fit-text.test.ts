import { describe, expect, it } from 'vitest';
import { measureAdvances } from './export-fonts';
import { ELLIPSIS, fitText, type MeasureText, normalizeText, wrapText } from './fit-text';

/** Every character half an em wide: easy sums. */
const half: MeasureText = (text) => [...text].length * 0.5;
const box = { width: 200, height: 100, maxSize: 40, minSize: 10, lineHeight: 1.25 };
const lineWidths = (lines: string[], measure: MeasureText, size: number) => lines.map((l) => measure(l) * size);

describe('fitText', () => {
  it('keeps a short quote whole at the largest size that fits', () => {
    const fitted = fitText('Great work!', half, { ...box, height: 60 });
    // At 40 it needs two lines (100 px > 60); at 36 one line is 11 × 0.5 × 36 = 198 ≤ 200 wide.
    expect(fitted).toMatchObject({ text: 'Great work!', truncated: false, lines: ['Great work!'] });
    expect(fitted.size).toBe(36);
  });

  it('shrinks a longer quote until its lines fit the height', () => {
    const quote = 'one two three four five six seven eight nine ten eleven twelve';
    const fitted = fitText(quote, half, box);
    expect(fitted.truncated).toBe(false);
    expect(fitted.text).toBe(quote);
    expect(fitted.lines.join(' ')).toBe(quote);
    expect(fitted.lines.length * fitted.size * box.lineHeight).toBeLessThanOrEqual(box.height);
    // One size larger would not have fitted.
    const larger = wrapText(quote, half, fitted.size + 1, box.width);
    expect(larger.length * (fitted.size + 1) * box.lineHeight).toBeGreaterThan(box.height);
    for (const width of lineWidths(fitted.lines, half, fitted.size)) expect(width).toBeLessThanOrEqual(box.width);
  });

  it('cuts a 2,000-character quote at a word boundary with an ellipsis, within the box', () => {
    const quote = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(36).slice(0, 2000);
    const fitted = fitText(quote, half, box);
    expect(fitted.truncated).toBe(true);
    expect(fitted.size).toBe(box.minSize);
    expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
    const kept = fitted.text.slice(0, -1);
    expect(quote.startsWith(kept)).toBe(true);
    // The cut falls at the end of a word: the next character of the quote is not a letter.
    expect(quote[kept.length]).toMatch(/[\s,.]/);
    expect(fitted.lines.length).toBe(Math.floor(box.height / (box.minSize * box.lineHeight)));
    for (const width of lineWidths(fitted.lines, half, fitted.size)) expect(width).toBeLessThanOrEqual(box.width);
  });

  it('breaks a word longer than the line between graphemes, never inside one', () => {
    const accent = 'e\u0301';
    const word = accent.repeat(100);
    const lines = wrapText(word, half, 10, 100);
    // 20 characters of 5 px per line; each "é" is two code points measured as two characters.
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(word.slice(line.start, line.end).startsWith('\u0301')).toBe(false);
    const fitted = fitText(`${'😀'.repeat(300)}`, half, { ...box, maxLines: 2 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
    expect(fitted.text.slice(0, -1)).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('shortens a name to one line with maxLines', () => {
    const fitted = fitText('Maximilian Alexander von Hohenberg-Wittelsbach', half, {
      width: 100,
      height: 1000,
      maxSize: 10,
      minSize: 10,
      lineHeight: 1.25,
      maxLines: 1,
    });
    expect(fitted.lines).toEqual(['Maximilian…']);
  });

  it('folds any whitespace the client typed into single spaces', () => {
    expect(normalizeText('  Line one\n\nline\ttwo  ')).toBe('Line one line two');
    expect(fitText('a\n\nb', half, box).text).toBe('a b');
  });

  it("measures with Inter's real widths (accents, Cyrillic, stars are not zero-width)", () => {
    const measureInter = measureAdvances(500);
    for (const text of ['Zoë', 'Жанна', '★★★']) expect(measureInter(text)).toBeGreaterThan(0.5);
    expect(measureInter('WWW')).toBeGreaterThan(measureInter('iii'));
    expect(measureAdvances(700)('Jordan')).toBeGreaterThan(measureAdvances(400)('Jordan'));
  });
});
