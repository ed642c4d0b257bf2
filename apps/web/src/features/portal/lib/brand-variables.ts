import { inkOnWhite, MARK_CONTRAST, normalizeHex, readableTextOn, shadeOnWhite } from '@bloom/core';

/** The CSS variables the portal's brand utilities read (src/portal/portal.css). */
export function brandVariables(color: string | null | undefined): Record<string, string> {
  const brand = normalizeHex(color);
  return {
    '--brand': brand,
    '--on-brand': readableTextOn(brand),
    '--brand-ink': inkOnWhite(brand),
    '--brand-mark': shadeOnWhite(brand, MARK_CONTRAST),
  };
}
