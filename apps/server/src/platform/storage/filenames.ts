import { displayFileName } from '@bloom/core';

/**
 * The uploader's file name as we keep it for display: core's `displayFileName` (no folders, no
 * control, bidirectional or other invisible characters, at most 255 characters with the extension
 * kept, never empty). Applied on upload, and again to every stored name we send.
 */
export const cleanFilename = (name: string): string => displayFileName(name);

/**
 * `attachment; filename="Resume_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf` (RFC 6266 / 5987):
 * an ASCII fallback for old clients, the exact name for everyone else. The name is cleaned
 * again here, so a row stored before the cleaning (a right-to-left override in its name) is
 * sent as it is shown now.
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
