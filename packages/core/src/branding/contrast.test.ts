import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '../messages';
import {
  contrastRatio,
  DARK_TEXT,
  inkOnWhite,
  LIGHT_TEXT,
  luminance,
  normalizeHex,
  readableTextOn,
  shadeOnWhite,
} from './contrast';

describe('normalizeHex', () => {
  it('keeps a six-digit hex colour in lower case and falls back to the default brand', () => {
    expect(normalizeHex('#AbCdEf')).toBe('#abcdef');
    expect(normalizeHex(' 112233 ')).toBe('#112233');
    expect(normalizeHex('#abc')).toBe(DEFAULT_PRIMARY_COLOR);
    expect(normalizeHex('red')).toBe(DEFAULT_PRIMARY_COLOR);
    expect(normalizeHex(null)).toBe(DEFAULT_PRIMARY_COLOR);
  });
});

describe('contrast', () => {
  it('measures luminance and the WCAG ratio', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1);
    // The symmetric ratio: argument order does not matter.
    expect(contrastRatio('#0d9488', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#0d9488'));
  });
});

describe('readableTextOn', () => {
  it.each([
    ['#000000', LIGHT_TEXT],
    ['#1d4ed8', LIGHT_TEXT], // blue-700
    ['#7c3aed', LIGHT_TEXT], // violet-600
    ['#dc2626', LIGHT_TEXT], // red-600
    ['#ffffff', DARK_TEXT],
    ['#fde047', DARK_TEXT], // yellow-300
    ['#14b8a6', DARK_TEXT], // the default teal is too light for white text (2.5:1)
    ['#22c55e', DARK_TEXT],
  ])('on %s the text is %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('always picks the colour with more contrast, and that reaches 4.5:1 for every colour', () => {
    for (let v = 0; v <= 0xffffff; v += 0x010305) {
      const bg = `#${v.toString(16).padStart(6, '0')}`;
      const text = readableTextOn(bg);
      const other = text === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
      expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(contrastRatio(bg, other));
      expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** The 10 % tint as the browser paints it: the colour at 10 % opacity over white. */
const tint = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(255 * 0.9 + c * 0.1));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};

describe('inkOnWhite and shadeOnWhite', () => {
  it('keeps a dark enough colour and darkens a light one until it reads on white and on its tint', () => {
    expect(inkOnWhite('#1e3a8a')).toBe('#1e3a8a');
    for (let v = 0; v <= 0xffffff; v += 0x030507) {
      const color = `#${v.toString(16).padStart(6, '0')}`;
      const ink = inkOnWhite(color);
      expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, tint(color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives marks 3:1 on white, keeping a colour that has it', () => {
    expect(shadeOnWhite('#0d9488', 3)).toBe('#0d9488');
    expect(contrastRatio(shadeOnWhite('#fde047', 3), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(shadeOnWhite('#ffffff', 3), '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
