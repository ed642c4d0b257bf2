const MAX_NAME_LENGTH = 255;

/**
 * The uploader's file name as we keep it for display: no folders, no control characters, at
 * most 255 characters (the extension survives truncation), never empty.
 */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return 'file';
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 16 ? Array.from(cleaned.slice(dot)) : [];
  return chars.slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext.join('');
}

/**
 * `attachment; filename="Resume_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf` (RFC 6266 / 5987):
 * an ASCII fallback for old clients, the exact name for everyone else.
 */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const name = cleanFilename(filename);
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
