import type { PortalBranding, PortalResponse } from '@bloom/core';
import { hasErrorCode } from '../../../lib/api-client';
import { PORTAL_CODES } from '../api/portal-error-codes';

/**
 * What the page shows. The Not Found and failure screens carry the workspace's branding when the
 * visit already knew it (a link regenerated mid-visit, a reload that failed after the password).
 */
export type PortalState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; branding: PortalBranding | null }
  | { kind: 'not-found'; branding: PortalBranding | null }
  | { kind: 'password'; branding: PortalBranding }
  | { kind: 'ready'; data: PortalResponse };

/** What an error answer means for the whole page, or null when the caller shows it itself. */
export function pageStateFor(error: unknown, known: PortalBranding | null = null): PortalState | null {
  if (hasErrorCode(error, PORTAL_CODES.notFound)) return { kind: 'not-found', branding: known };
  if (hasErrorCode(error, PORTAL_CODES.passwordRequired) && error.branding) {
    return { kind: 'password', branding: error.branding };
  }
  return null;
}

/** The branding a state shows, if any. */
export function brandingOf(state: PortalState): PortalBranding | null {
  if (state.kind === 'ready') return state.data.branding;
  if (state.kind === 'loading') return null;
  return state.branding;
}
