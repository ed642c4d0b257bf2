import { normalizeHex, PRODUCT_NAME } from '@bloom/core';

/** The workspace columns every public surface shows. */
export const BRAND_COLUMNS = ['ws.name', 'ws.logo_url', 'ws.primary_color', 'ws.accent_color'] as const;

export interface BrandRow {
  name: string;
  logo_url: string | null;
  primary_color: string;
  accent_color: string | null;
}

export interface PublicBrand {
  name: string;
  /** Absolute, so it loads on the owner's own site; null without a logo. */
  logoUrl: string | null;
  primaryColor: string;
  accentColor: string | null;
}

/**
 * The brand as the public sees it. The logo is only ever our own public logo path (a stored
 * value of any other shape is dropped rather than linked), made absolute with `origin`.
 */
export function publicBrand(row: BrandRow, origin: string): PublicBrand {
  const logo = row.logo_url?.startsWith('/api/logos/') ? `${origin}${row.logo_url}` : null;
  return {
    name: row.name.trim() || PRODUCT_NAME,
    logoUrl: logo,
    primaryColor: normalizeHex(row.primary_color),
    accentColor: row.accent_color ? normalizeHex(row.accent_color) : null,
  };
}
