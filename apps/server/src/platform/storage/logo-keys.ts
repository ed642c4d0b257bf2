import { randomBytes } from 'node:crypto';
import { assertSafeKey } from './storage-keys';

/**
 * Logos are stored under `logos/{workspaceId}/`, beside the clients' `{projectId}/` files: a new
 * key per upload (never reused, so a queued removal of an old logo cannot hit a newer one), and
 * one prefix per workspace that deleting the account removes whole.
 */
export const LOGO_PREFIX = 'logos';

const LOGO_KEY =
  /^logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{13}-[0-9a-f]{16}\.(png|jpg|webp|svg)$/;

export const logoPrefix = (workspaceId: string) => assertSafeKey(`${LOGO_PREFIX}/${workspaceId}`);

export function createLogoKey(workspaceId: string, extension: string): string {
  return assertSafeKey(`${logoPrefix(workspaceId)}/${Date.now()}-${randomBytes(8).toString('hex')}.${extension}`);
}

/** A key createLogoKey made: the storage sweep may remove one that no workspace names. */
export const isLogoKey = (key: string): boolean => LOGO_KEY.test(key);

/** The public path of a stored logo (its name is the content hash, so it may be cached for ever). */
export const logoUrlPath = (fileName: string) => `/api/logos/${fileName}`;
