/**
 * A client's data export (issue 38; GDPR access and portability): a file route, so it sits beside
 * API_ROUTES rather than in it (API_ROUTES lists the JSON routes the web's `api()` calls). The
 * server declares it under this key; the web downloads it with a plain link and the session cookie.
 */
export const CLIENT_EXPORT_ROUTES = {
  'GET /api/clients/{id}/data-export': {
    contentType: 'application/zip',
    cacheControl: 'private, no-store',
  },
} as const;

export const CLIENT_EXPORT_ROUTE =
  'GET /api/clients/{id}/data-export' as const satisfies keyof typeof CLIENT_EXPORT_ROUTES;

/** Where the web's "Export this client's data" link points. */
export const clientExportUrl = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/data-export`;

/** Letters that NFKD does not split into a base letter and a mark. */
const LATIN_EXTRA: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };

/** "Jordan Lée" → `jordan-lee`: ASCII only, at most 60 characters; '' for a name with no Latin letters. */
export function exportSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøłđæœþı]/g, (ch) => LATIN_EXTRA[ch] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/** `bloom-client-jordan-lee-2026-11-29.zip` (the UTC date of `at`); `bloom-client-2026-11-29.zip` without a slug. */
export function clientExportFileName(clientName: string, at: Date): string {
  const slug = exportSlug(clientName);
  return `bloom-client-${slug ? `${slug}-` : ''}${at.toISOString().slice(0, 10)}.zip`;
}
