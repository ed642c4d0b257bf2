import { DEFAULT_PRIMARY_COLOR, normalizeHex, PRODUCT_NAME } from '@bloom/core';

/** Who an email comes from, as its header and colours show it. */
export interface EmailBrand {
  name: string;
  /** An absolute URL (mail clients have no base to resolve a path against), or null for the name alone. */
  logoUrl: string | null;
  /** '#rrggbb'. */
  primaryColor: string;
}

/** A workspace as its emails need it (columns of `workspaces`). */
export interface EmailWorkspace {
  name: string;
  /** The public path `/api/logos/<sha256>.<ext>` (workspaces.logo_url), or null. */
  logoUrl: string | null;
  primaryColor: string;
  /** Replies go here (workspaces.contact_email), when set. */
  contactEmail: string | null;
}

/** The `workspaces` columns (joined as `w`) an EmailWorkspace is read from. */
export const EMAIL_WORKSPACE_COLUMNS = ['w.name', 'w.logo_url', 'w.primary_color', 'w.contact_email'] as const;

/** An EmailWorkspace from its columns (EMAIL_WORKSPACE_COLUMNS). */
export const toEmailWorkspace = (row: {
  name: string;
  logo_url: string | null;
  primary_color: string;
  contact_email: string | null;
}): EmailWorkspace => ({
  name: row.name,
  logoUrl: row.logo_url,
  primaryColor: row.primary_color,
  contactEmail: row.contact_email,
});

/** Bloom's own mail (password resets): the product's name and colour. */
export const BLOOM_BRAND: EmailBrand = { name: PRODUCT_NAME, logoUrl: null, primaryColor: DEFAULT_PRIMARY_COLOR };

/**
 * A workspace's brand with its logo made absolute against `origin` (PUBLIC_URL, or the request's
 * origin). Only our own logo path is used: anything else stored there is not shown.
 */
export function workspaceBrand(workspace: EmailWorkspace, origin: string): EmailBrand {
  const logo = workspace.logoUrl?.startsWith('/api/logos/') ? new URL(workspace.logoUrl, origin).toString() : null;
  return {
    name: workspace.name.trim() || PRODUCT_NAME,
    logoUrl: logo,
    primaryColor: normalizeHex(workspace.primaryColor),
  };
}
