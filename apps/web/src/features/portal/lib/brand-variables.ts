import { inkOnWhite, MARK_CONTRAST, normalizeHex, readableTextOn, shadeOnWhite } from '@bloom/core';

/**
 * The CSS variables the portal's brand utilities read (src/portal/portal.css): the primary colour
 * for fills, progress and the main action, and the accent for the header band, the welcome line
 * and the 'Book a call' button. Without an accent the primary colour stands in for it.
 */
export function brandVariables(color: string | null | undefined, accent?: string | null): Record<string, string> {
  const brand = normalizeHex(color);
  const second = accent ? normalizeHex(accent) : brand;
  return {
    '--brand': brand,
    '--on-brand': readableTextOn(brand),
    '--brand-ink': inkOnWhite(brand),
    '--brand-mark': shadeOnWhite(brand, MARK_CONTRAST),
    '--brand-accent': second,
    '--brand-accent-ink': inkOnWhite(second),
  };
}
