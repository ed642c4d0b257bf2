import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ERROR_CODES, uploadTypeForMime } from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../kernel/service-error';
import { errorBody } from '../http/errors';
import { errorSchema, jsonContent } from '../http/openapi';
import type { FileStorage } from './file-storage';
import { contentDisposition } from './filenames';
import { parseRange } from './http-range';

/** What a route knows about a file from its row (attachments: file_path, original_filename, mime_type). */
export interface StoredFileRecord {
  key: string;
  originalName: string;
  mimeType: string;
}

export interface SendFileOptions {
  /**
   * `inline` (default) lets images, PDF, audio and video open in the browser; `attachment`
   * forces a download (e.g. a "Download" button). Every other type (SVG, text, Office, ZIP…)
   * is always an attachment.
   */
  disposition?: 'inline' | 'attachment';
}

export const RANGE_NOT_SATISFIABLE = 'The requested range is not satisfiable';

/** `?download`: present (any value) forces `attachment`, for a download route's declaration. */
export const downloadQuerySchema = z.object({
  download: z.string().optional().meta({ description: 'Present (any value): sent as an attachment, not inline' }),
});

const fileBytes = (description: string, headers: Record<string, string>) => ({
  description,
  headers: z.object(
    Object.fromEntries(Object.entries(headers).map(([name, about]) => [name, z.string().meta({ description: about })])),
  ),
  // The real Content-Type is the file's own (from its sniffed bytes); octet-stream stands for any.
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
});
const FILE_HEADERS = {
  'Content-Disposition':
    "inline for images, PDF, audio and video (unless ?download), else attachment; the uploader's file name",
  ETag: 'Strong; send it back in If-None-Match or If-Range',
  'Accept-Ranges': 'bytes',
};

/**
 * What `sendStoredFile` answers, for the `describeRoute` declaration of a download route (GET and
 * HEAD); add the route's own JSON errors (401, 404…) beside these.
 */
export const storedFileAnswers = {
  200: fileBytes('The whole file', FILE_HEADERS),
  206: fileBytes('One byte range of the file (Range, honoured when If-Range still matches)', {
    ...FILE_HEADERS,
    'Content-Range': 'bytes {start}-{end}/{size}',
  }),
  304: { description: 'Not modified: If-None-Match names the current ETag' },
  416: {
    ...jsonContent(errorSchema, 'The byte range is outside the file (Content-Range: bytes */{size})'),
    headers: z.object({ 'Content-Range': z.string().meta({ description: 'bytes */{size}' }) }),
  },
} as const;

/**
 * Streams a stored file to the client: GET and HEAD, one byte range (206 / 416), a strong ETag
 * (keys are never reused, so the key identifies the bytes) with If-None-Match and If-Range.
 * Authorization stays with the caller: check the workspace or portal token first.
 */
export async function sendStoredFile(
  c: Context,
  storage: FileStorage,
  file: StoredFileRecord,
  options: SendFileOptions = {},
): Promise<Response> {
  const stat = await storage.stat(file.key);
  if (!stat) throw notFound();
  const headers = fileHeaders(file, options);

  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && etagMatches(ifNoneMatch, headers.ETag)) return c.body(null, 304, headers);

  const ifRange = c.req.header('if-range');
  const range = ifRange && ifRange !== headers.ETag ? null : parseRange(c.req.header('range'), stat.size);
  if (range === 'unsatisfiable') {
    return c.json(errorBody(ERROR_CODES.RANGE_NOT_SATISFIABLE, RANGE_NOT_SATISFIABLE), 416, {
      'Content-Range': `bytes */${stat.size}`,
    });
  }

  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : stat.size;
  headers['Content-Length'] = String(length);
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
  // HEAD gets the same headers without opening the object.
  if (c.req.method === 'HEAD') return c.body(null, status, headers);

  const object = await storage.get(file.key, range ?? undefined);
  if (!object) throw notFound();
  // A client that disconnects cancels the web stream, which destroys the file or S3 stream.
  const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
  return c.body(body, status, headers);
}

function fileHeaders(file: StoredFileRecord, options: SendFileOptions): Record<string, string> {
  const type = uploadTypeForMime(file.mimeType);
  const inline = options.disposition !== 'attachment' && type?.inline === true;
  return {
    // A type outside the allow-list (an old row, a bug) is served as opaque bytes, never as HTML.
    'Content-Type': type?.mime ?? 'application/octet-stream',
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    'Accept-Ranges': 'bytes',
    ETag: `"${createHash('sha256').update(file.key).digest('base64url').slice(0, 27)}"`,
    // Private: browsers may keep a copy but must ask us (and so pass the access check) each time.
    'Cache-Control': 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
}

function etagMatches(header: string, etag: string | undefined): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
