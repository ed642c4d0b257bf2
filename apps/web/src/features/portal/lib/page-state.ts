import type { PortalBranding, PortalResponse } from '@bloom/core';
import { hasErrorCode } from '../../../lib/api-client';
import { PORTAL_CODES } from '../api/portal-error-codes';

export type PortalState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'not-found' }
  | { kind: 'password'; branding: PortalBranding }
  | { kind: 'ready'; data: PortalResponse };

/** What an error answer means for the whole page, or null when the caller shows it itself. */
export function pageStateFor(error: unknown): PortalState | null {
  if (hasErrorCode(error, PORTAL_CODES.notFound)) return { kind: 'not-found' };
  if (hasErrorCode(error, PORTAL_CODES.passwordRequired) && error.branding) {
    return { kind: 'password', branding: error.branding };
  }
  return null;
}
