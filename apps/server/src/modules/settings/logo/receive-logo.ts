import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { ERROR_CODES, LOGO_MAX_BYTES, SETTINGS_MESSAGES } from '@bloom/core';
import Busboy from 'busboy';
import { ServiceError } from '../../../kernel/service-error';
import { uploadErrors } from '../../../platform/storage/receive-upload';
import {
  type PreparedLogo,
  prepareLogo,
  TooComplexLogoError,
  UnreadableLogoError,
  UnsupportedLogoError,
} from './logo-image';

// Multipart framing and the file part's headers on top of the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;
const LIMITS = { files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, fileSize: LOGO_MAX_BYTES };

export const logoErrors = {
  tooLarge: () => new ServiceError(ERROR_CODES.FILE_TOO_LARGE, SETTINGS_MESSAGES.logoTooLarge),
  unsupported: () => new ServiceError(ERROR_CODES.UNSUPPORTED_FILE_TYPE, SETTINGS_MESSAGES.logoUnsupported),
  unreadable: () => new ServiceError(ERROR_CODES.VALIDATION_ERROR, SETTINGS_MESSAGES.logoUnreadable),
  tooComplex: () => new ServiceError(ERROR_CODES.VALIDATION_ERROR, SETTINGS_MESSAGES.logoTooComplex),
  required: () => new ServiceError(ERROR_CODES.FILE_REQUIRED, SETTINGS_MESSAGES.logoRequired),
};

/**
 * Reads the one file of a multipart logo upload into memory, refusing it the moment it passes
 * LOGO_MAX_BYTES (2 MB; a declared length far past it is refused before a byte is read). A logo is
 * small and must be decoded whole anyway (resized or sanitised), so nothing is written until the
 * bytes are checked: the caller stores the result.
 */
export function receiveLogo(request: Request): Promise<Buffer> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body)
    return Promise.reject(uploadErrors.notMultipart());
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > LOGO_MAX_BYTES + MULTIPART_OVERHEAD) return Promise.reject(logoErrors.tooLarge());
  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({ headers: { 'content-type': contentType }, limits: LIMITS });
  } catch {
    return Promise.reject(uploadErrors.notMultipart());
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);

  return new Promise<Buffer>((resolve, reject) => {
    let failure: Error | null = null;
    let file: Buffer | null = null;
    let fileParts = 0;
    const fail = (err: Error) => {
      if (failure) return;
      failure = err;
      // Stop reading; the server drains or closes the rest after the answer (platform/http/unread-body.ts).
      source.unpipe(busboy);
      source.pause();
      reject(err);
    };
    busboy.on('file', (_name, stream, info) => {
      fileParts++;
      if (fileParts > 1 || failure) {
        stream.resume();
        fail(uploadErrors.oneFileOnly());
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(logoErrors.tooLarge()));
      stream.on('error', () => fail(uploadErrors.unreadable()));
      stream.on('end', () => {
        if (!info.filename) return fail(logoErrors.required());
        file = Buffer.concat(chunks);
        if (file.length === 0) fail(uploadErrors.emptyFile());
      });
    });
    busboy.on('filesLimit', () => fail(uploadErrors.oneFileOnly()));
    busboy.on('fieldsLimit', () => fail(uploadErrors.badFields()));
    busboy.on('partsLimit', () => fail(uploadErrors.badFields()));
    busboy.on('error', () => fail(uploadErrors.unreadable()));
    busboy.on('close', () => {
      if (failure) return;
      if (!file) fail(logoErrors.required());
      else resolve(file);
    });
    source.on('error', () => fail(uploadErrors.unreadable()));
    source.pipe(busboy);
  });
}

/** The upload read, typed by its bytes and made safe (logo-image.ts), or the refusal as a ServiceError. */
export async function readLogoUpload(request: Request): Promise<PreparedLogo> {
  const bytes = await receiveLogo(request);
  try {
    return await prepareLogo(bytes);
  } catch (err) {
    if (err instanceof UnsupportedLogoError) throw logoErrors.unsupported();
    if (err instanceof UnreadableLogoError) throw logoErrors.unreadable();
    if (err instanceof TooComplexLogoError) throw logoErrors.tooComplex();
    throw err;
  }
}
