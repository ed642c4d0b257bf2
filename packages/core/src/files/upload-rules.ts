/**
 * Which files Bloom accepts, decided from the bytes first and the name second. One table for the
 * server (which enforces it) and the browser (which can pre-check the extension and build
 * `<input accept>`).
 */

export const DEFAULT_MAX_UPLOAD_MB = 25;

export type UploadKind = 'image' | 'pdf' | 'document' | 'text' | 'archive' | 'audio' | 'video';

export interface UploadType {
  /** Stored with the file and sent as its Content-Type. */
  mime: string;
  /** Lower-case, without the dot; the first is used for storage keys. */
  extensions: readonly string[];
  kind: UploadKind;
  /**
   * MIME types the byte sniffer (`file-type`) reports for this type; the first is its primary
   * match. Empty for types without magic bytes (text, CSV, SVG): those are recognised by
   * extension plus a text check.
   */
  sniffed: readonly string[];
  /** Safe to show in the browser (images, PDF, audio, video); everything else downloads. */
  inline: boolean;
}

const t = (
  mime: string,
  extensions: readonly string[],
  kind: UploadKind,
  sniffed: readonly string[],
  inline: boolean,
): UploadType => ({ mime, extensions, kind, sniffed, inline });

const ZIP = 'application/zip';
const CFB = 'application/x-cfb';

export const UPLOAD_TYPES: readonly UploadType[] = [
  t('image/png', ['png'], 'image', ['image/png', 'image/apng'], true),
  t('image/jpeg', ['jpg', 'jpeg', 'jfif'], 'image', ['image/jpeg'], true),
  t('image/gif', ['gif'], 'image', ['image/gif'], true),
  t('image/webp', ['webp'], 'image', ['image/webp'], true),
  t('image/avif', ['avif'], 'image', ['image/avif'], true),
  t('image/bmp', ['bmp'], 'image', ['image/bmp'], true),
  t(
    'image/heic',
    ['heic', 'heif'],
    'image',
    ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    false,
  ),
  t('image/tiff', ['tif', 'tiff'], 'image', ['image/tiff'], false),
  // SVG can carry script: accepted, but never rendered by us (always a download).
  t('image/svg+xml', ['svg'], 'image', [], false),
  t('application/pdf', ['pdf'], 'pdf', ['application/pdf'], true),
  // Office Open XML and OpenDocument files are ZIP containers; the sniffer usually names them,
  // and a plain ZIP with their extension is taken at its word (it is only ever downloaded).
  t(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ['docx'],
    'document',
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP],
    false,
  ),
  t(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ['xlsx'],
    'document',
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP],
    false,
  ),
  t(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ['pptx'],
    'document',
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP],
    false,
  ),
  t(
    'application/vnd.oasis.opendocument.text',
    ['odt'],
    'document',
    ['application/vnd.oasis.opendocument.text', ZIP],
    false,
  ),
  t(
    'application/vnd.oasis.opendocument.spreadsheet',
    ['ods'],
    'document',
    ['application/vnd.oasis.opendocument.spreadsheet', ZIP],
    false,
  ),
  t(
    'application/vnd.oasis.opendocument.presentation',
    ['odp'],
    'document',
    ['application/vnd.oasis.opendocument.presentation', ZIP],
    false,
  ),
  // Legacy Office files share one container format (CFB): the extension tells them apart.
  t('application/msword', ['doc'], 'document', [CFB], false),
  t('application/vnd.ms-excel', ['xls'], 'document', [CFB], false),
  t('application/vnd.ms-powerpoint', ['ppt'], 'document', [CFB], false),
  t('application/rtf', ['rtf'], 'document', ['application/rtf'], false),
  t('text/plain', ['txt', 'text', 'log'], 'text', [], false),
  t('text/csv', ['csv'], 'text', [], false),
  t('text/markdown', ['md', 'markdown'], 'text', [], false),
  t(ZIP, ['zip'], 'archive', [ZIP], false),
  t('audio/mpeg', ['mp3'], 'audio', ['audio/mpeg'], true),
  t('audio/wav', ['wav'], 'audio', ['audio/wav', 'audio/vnd.wave', 'audio/x-wav'], true),
  t('audio/mp4', ['m4a'], 'audio', ['audio/x-m4a', 'audio/mp4'], true),
  t('audio/aac', ['aac'], 'audio', ['audio/aac'], true),
  t('audio/ogg', ['ogg', 'oga', 'opus'], 'audio', ['audio/ogg', 'application/ogg'], true),
  t('audio/flac', ['flac'], 'audio', ['audio/flac', 'audio/x-flac'], true),
  t('video/mp4', ['mp4'], 'video', ['video/mp4'], true),
  t('video/quicktime', ['mov'], 'video', ['video/quicktime'], true),
  t('video/webm', ['webm'], 'video', ['video/webm'], true),
  t('video/x-m4v', ['m4v'], 'video', ['video/x-m4v'], true),
  t('video/x-msvideo', ['avi'], 'video', ['video/vnd.avi', 'video/x-msvideo'], false),
  t('video/x-matroska', ['mkv'], 'video', ['video/matroska', 'video/x-matroska'], false),
];

/** For the 415 message and upload hints. */
export const ALLOWED_UPLOADS_SUMMARY =
  'images (JPG, PNG, GIF, WebP, HEIC, SVG), PDF, Office documents (Word, Excel, PowerPoint, OpenDocument), ' +
  'text and CSV files, ZIP archives, audio (MP3, WAV, M4A, OGG, FLAC) and video (MP4, MOV, WebM)';

/** `<input type="file" accept>`: every allowed extension. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.flatMap((type) => type.extensions.map((ext) => `.${ext}`)).join(',');

/** "Report.Final.PDF" → "pdf"; "" when the name has no extension. */
export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function uploadTypeForMime(mime: string): UploadType | undefined {
  const bare = normaliseMime(mime);
  return UPLOAD_TYPES.find((type) => type.mime === bare);
}

/** A browser-side pre-check; the server decides from the bytes. */
export function isAllowedUploadName(filename: string): boolean {
  const ext = fileExtension(filename);
  return ext !== '' && UPLOAD_TYPES.some((type) => type.extensions.includes(ext));
}

/** Shown in the browser (images, PDF, audio, video) rather than downloaded. Never SVG, HTML or text. */
export function canDisplayInline(mime: string): boolean {
  return uploadTypeForMime(mime)?.inline ?? false;
}

export interface UploadEvidence {
  /** The name the uploader gave. */
  filename: string;
  /** What the sniffer found in the first bytes, or undefined when it found nothing. */
  sniffedMime: string | undefined;
  /** The first bytes of the file (up to 64 KB), for the text check. */
  head: Uint8Array;
}

/**
 * The type a file is stored as, or null when it is not allowed. The bytes win over the name: a
 * JPEG named .png is stored as a JPEG, a program named .png is refused. Types without magic
 * bytes need their extension and text-like bytes.
 */
export function resolveUploadType({ filename, sniffedMime, head }: UploadEvidence): UploadType | null {
  const ext = fileExtension(filename);
  if (sniffedMime !== undefined) {
    const sniffed = normaliseMime(sniffedMime);
    const candidates = UPLOAD_TYPES.filter((type) => type.sniffed.includes(sniffed));
    if (candidates.length > 0) {
      const byName = candidates.find((type) => type.extensions.includes(ext));
      if (byName) return byName;
      // Otherwise only an unambiguous primary match: a CFB container named .msi is none of doc/xls/ppt.
      const primary = candidates.filter((type) => type.sniffed[0] === sniffed);
      return primary.length === 1 ? (primary[0] ?? null) : null;
    }
    // XML and the sniffer's text formats (vCard, iCalendar…) may still be allowed text by name.
    if (!isTextualMime(sniffed)) return null;
  }
  const byName = UPLOAD_TYPES.find((type) => type.sniffed.length === 0 && type.extensions.includes(ext));
  if (!byName || !looksLikeText(head)) return null;
  if (byName.mime === 'image/svg+xml' && !containsAscii(head, '<svg')) return null;
  return byName;
}

/**
 * Binary files have NUL bytes or many control characters; text (in any 8-bit encoding or UTF-8)
 * does not. UTF-16 text counts as binary.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    const whitespace = byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x1b;
    if ((byte < 0x20 && !whitespace) || byte === 0x7f) controls++;
  }
  return controls * 100 <= bytes.length;
}

function normaliseMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

function isTextualMime(mime: string): boolean {
  return mime.startsWith('text/') || mime === 'application/xml';
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const lower = needle.toLowerCase();
  outer: for (let i = 0; i + lower.length <= bytes.length; i++) {
    for (let j = 0; j < lower.length; j++) {
      const byte = bytes[i + j] ?? 0;
      const folded = byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
      if (folded !== lower.charCodeAt(j)) continue outer;
    }
    return true;
  }
  return false;
}
