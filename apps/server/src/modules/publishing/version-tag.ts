import { createHash } from 'node:crypto';

/**
 * A strong ETag made of the versions an answer was built from (and the origin its absolute links
 * use, which only varies when PUBLIC_URL is unset): a match needs no body built or read.
 */
export function versionTag(kind: string, versions: readonly (string | number)[], origin: string): string {
  const host = createHash('sha1').update(origin).digest('base64url').slice(0, 8);
  return `"${kind}-${versions.join('-')}-${host}"`;
}

/** Whether If-None-Match names `etag` (or is `*`). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
