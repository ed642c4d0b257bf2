/**
 * Colour maths for brand colours (WCAG 2.x relative luminance and contrast), so any colour an
 * owner picks gives readable buttons, badges and text in the portal, and the branding settings
 * can say which text colour it gets. The one contrast function of the product: the app's own
 * design tokens are checked with it too.
 */
import { DEFAULT_PRIMARY_COLOR } from '../messages';

const HEX = /^#?([0-9a-f]{6})$/i;
/** Near-black, dark enough that against it or white every colour reaches 4.5:1 with one of the two. */
export const DARK_TEXT = '#020408';
export const LIGHT_TEXT = '#ffffff';

type Rgb = [number, number, number];

/** '#rrggbb' (lower case) for a valid six-digit hex colour, else the default brand colour. */
export function normalizeHex(color: string | null | undefined): string {
  const match = HEX.exec((color ?? '').trim());
  return match ? `#${match[1]!.toLowerCase()}` : DEFAULT_PRIMARY_COLOR;
}

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(normalizeHex(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour for content on a brand-coloured fill: white or near-black, whichever contrasts more. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** The lightest shade of a colour (itself, or darker) that reaches `min`:1 against white. */
export function shadeOnWhite(color: string, min: number): string {
  const rgb = toRgb(color);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((c) => c * keep) as Rgb);
    if (contrastRatio(shade, LIGHT_TEXT) >= min) return shade;
  }
  return DARK_TEXT;
}

/** Brand-coloured text reaches 4.5:1 on white and on the brand's 10 % tint (badges, panels). */
export const INK_CONTRAST = 5.8;
/** Bars, rings, radio marks and focus outlines: 3:1 against white (WCAG non-text contrast). */
export const MARK_CONTRAST = 3;

/** The brand colour as text on white or on its light tint. */
export const inkOnWhite = (color: string) => shadeOnWhite(color, INK_CONTRAST);
