import { EXPORT_FORMATS, type ExportFormat } from '@bloom/core';

/** Letters that NFKD does not split into a base letter and a mark. */
const LATIN_EXTRA: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };

/**
 * "Jordan Lée" → `jordan-lee-testimonial-square.png`: ASCII only, so every browser and file
 * system keeps it as it is. A name with no Latin letters (Cyrillic, Arabic…) gives
 * `testimonial-square.png`.
 */
export function exportFileName(clientName: string, format: ExportFormat): string {
  const slug = clientName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßøłđæœþı]/g, (ch) => LATIN_EXTRA[ch] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug ? `${slug}-` : ''}testimonial-${format}.${EXPORT_FORMATS[format].extension}`;
}
