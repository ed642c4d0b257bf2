import { normalizeHex, readableTextOn, shadeOnWhite } from '@bloom/core';

/** The workspace's brand as the export layouts use it. */
export interface ExportBrandColors {
  primaryColor: string;
  accentColor: string | null;
}

export interface ExportTheme {
  /** The canvas (PNG) or the header band (PDF): the primary colour. */
  background: string;
  /** Text on the background: white or near-black, whichever reads (core's contrast rule). */
  onBackground: string;
  /** The quotation mark and the filled stars, on the white card: the accent (or primary) shade that reaches 3:1. */
  mark: string;
  card: string;
  quoteInk: string;
  nameInk: string;
  metaInk: string;
  emptyStar: string;
}

/**
 * The quote sits on a white card whatever the brand, so it reads in any colours; the brand
 * shows in the canvas, the initials, the mark and the stars. Distinct inks per role also let
 * the layout tests find the quote's text in a rendered SVG.
 */
export function exportTheme(brand: ExportBrandColors): ExportTheme {
  const background = normalizeHex(brand.primaryColor);
  const accent = brand.accentColor ? normalizeHex(brand.accentColor) : background;
  return {
    background,
    onBackground: readableTextOn(background),
    mark: shadeOnWhite(accent, 3),
    card: '#ffffff',
    quoteInk: '#1f2937',
    nameInk: '#111827',
    metaInk: '#6b7280',
    emptyStar: '#d1d5db',
  };
}
