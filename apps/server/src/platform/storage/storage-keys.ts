import { randomBytes } from 'node:crypto';
import { InvalidStorageKeyError } from './file-storage';

export type UploaderType = 'freelancer' | 'client';

// One path segment: starts with a letter or digit, so never "." / ".." / ".tmp"; no separators.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** Throws InvalidStorageKeyError for anything but `segment(/segment)*` of safe characters. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

// What createStorageKey makes; the leftovers sweep touches nothing else (storage-sweep.ts).
const GENERATED_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(freelancer|client)\/\d{13}-[0-9a-f]{16}(\.[A-Za-z0-9]{1,16})?$/;

export function isGeneratedKey(key: string): boolean {
  return GENERATED_KEY.test(key);
}

/**
 * `{projectId}/{uploaderType}/{timestamp-random.ext}`. The extension comes from the
 * sniffed type, never from the uploader's name; the random part keeps keys unguessable and unique.
 */
export function createStorageKey(input: { projectId: string; uploaderType: UploaderType; ext: string }): string {
  const file = `${Date.now()}-${randomBytes(8).toString('hex')}${input.ext ? `.${input.ext}` : ''}`;
  return assertSafeKey(`${input.projectId}/${input.uploaderType}/${file}`);
}
