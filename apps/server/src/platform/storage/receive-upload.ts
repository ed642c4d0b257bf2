import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { ERROR_CODES, fileExtension, fileTooLargeMessage, UPLOAD_MESSAGES, type UploadType } from '@bloom/core';
import Busboy from 'busboy';
import { ServiceError } from '../../kernel/service-error';
import { type FileStorage, FileTooLargeError } from './file-storage';
import { cleanFilename } from './filenames';
import { readHead, sniffUploadType } from './sniff-upload';
import { assertSafeKey, createStorageKey, type UploaderType } from './storage-keys';

export interface ReceiveUploadOptions {
  storage: FileStorage;
  /** MAX_UPLOAD_MB in bytes (`megabytes(config.storage.maxUploadMb)`). */
  maxBytes: number;
  /** The first two segments of the key; the caller has already checked the project is theirs. */
  projectId: string;
  uploaderType: UploaderType;
}

export interface ReceivedUpload {
  /** Storage key, `{projectId}/{uploaderType}/{timestamp-random.ext}`: store it as `file_path`. */
  key: string;
  /** The uploader's name, cleaned, for display and Content-Disposition. */
  originalName: string;
  /** From the bytes (see core's upload rules), never from the browser's claim. */
  mimeType: string;
  size: number;
  /** The form's text fields (e.g. a description), by name. */
  fields: Record<string, string>;
}

// Multipart framing and a few text fields on top of the file itself.
const MULTIPART_OVERHEAD = 1024 * 1024;
const LIMITS = { files: 1, fields: 20, fieldSize: 10 * 1024, fieldNameSize: 100, parts: 25 };

export const uploadErrors = {
  tooLarge: (maxBytes: number) => new ServiceError(ERROR_CODES.FILE_TOO_LARGE, fileTooLargeMessage(maxBytes)),
  unsupportedType: () => new ServiceError(ERROR_CODES.UNSUPPORTED_FILE_TYPE, UPLOAD_MESSAGES.unsupportedType),
  fileRequired: () => new ServiceError(ERROR_CODES.FILE_REQUIRED, UPLOAD_MESSAGES.fileRequired),
  oneFileOnly: () => new ServiceError(ERROR_CODES.TOO_MANY_FILES, UPLOAD_MESSAGES.oneFileOnly),
  emptyFile: () => new ServiceError(ERROR_CODES.EMPTY_FILE, UPLOAD_MESSAGES.emptyFile),
  notMultipart: () => new ServiceError(ERROR_CODES.INVALID_UPLOAD, UPLOAD_MESSAGES.notMultipart),
  unreadable: () => new ServiceError(ERROR_CODES.INVALID_UPLOAD, UPLOAD_MESSAGES.unreadable),
  badFields: () => new ServiceError(ERROR_CODES.INVALID_UPLOAD, UPLOAD_MESSAGES.badFields),
};

/**
 * Streams the one file of a multipart/form-data request into storage: the size limit is
 * enforced while the bytes flow, the type is sniffed from the first bytes and checked against
 * the allow-list before anything is written. On every refusal it stops reading the request,
 * removes whatever was written and throws a ServiceError (FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE or a 400's code) for the error handler.
 *
 * Use it from a route whose path ends in `/uploads` (see upload-routes.ts), so the app-wide
 * JSON body limit lets the request through: `await receiveUpload(c.req.raw, {...})`.
 */
export async function receiveUpload(request: Request, options: ReceiveUploadOptions): Promise<ReceivedUpload> {
  // A caller bug, not bad input: refuse before reading a byte.
  assertSafeKey(options.projectId);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) throw uploadErrors.notMultipart();
  // A declared length far past the limit is refused before a byte is read.
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > options.maxBytes + MULTIPART_OVERHEAD) throw uploadErrors.tooLarge(options.maxBytes);

  let busboy: Busboy.Busboy;
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble "Résumé.pdf".
      defParamCharset: 'utf8',
      // One byte past the limit, so the storage's own counter sees the overflow and refuses it.
      limits: { ...LIMITS, fileSize: options.maxBytes + 1 },
    });
  } catch {
    throw uploadErrors.notMultipart();
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
  return new Upload(options, source, busboy).run();
}

interface StoredFile {
  key: string;
  originalName: string;
  mimeType: string;
  size: number;
}

/** One request's state: the first failure wins, and settling waits for the write to stop. */
class Upload {
  private failure: Error | null = null;
  private fileTask: Promise<void> | null = null;
  private stored: StoredFile | null = null;
  /** busboy's stream of the file, and the stream feeding storage: destroyed to abandon the write. */
  private file: Readable | null = null;
  private feed: PassThrough | null = null;
  private busboyClosed = false;
  private settled = false;
  private resolve: (upload: ReceivedUpload) => void = () => {};
  private reject: (err: Error) => void = () => {};
  // No prototype: a field named "__proto__" or "constructor" is just a field.
  private readonly fields: Record<string, string> = Object.create(null);

  constructor(
    private readonly options: ReceiveUploadOptions,
    private readonly source: Readable,
    private readonly busboy: Busboy.Busboy,
  ) {}

  run(): Promise<ReceivedUpload> {
    const { busboy, source } = this;
    const done = new Promise<ReceivedUpload>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    busboy.on('file', (_name, file, info) => {
      if (this.fileTask || this.failure) {
        file.resume();
        this.fail(uploadErrors.oneFileOnly());
        return;
      }
      this.fileTask = this.storeFile(file, info.filename).then(
        (stored) => {
          this.stored = stored;
        },
        (err: Error) => this.fail(err),
      );
      void this.fileTask.then(() => this.settle());
    });
    busboy.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) this.fail(uploadErrors.badFields());
      else this.fields[name] = value;
    });
    busboy.on('filesLimit', () => this.fail(uploadErrors.oneFileOnly()));
    busboy.on('fieldsLimit', () => this.fail(uploadErrors.badFields()));
    busboy.on('partsLimit', () => this.fail(uploadErrors.badFields()));
    busboy.on('error', () => this.fail(uploadErrors.unreadable()));
    busboy.on('close', () => {
      this.busboyClosed = true;
      void this.settle();
    });
    source.on('error', () => this.fail(uploadErrors.unreadable()));
    source.pipe(busboy);
    return done;
  }

  private async storeFile(file: Readable, rawName: string | undefined): Promise<StoredFile | null> {
    const { storage, maxBytes } = this.options;
    this.file = file;
    // Its errors reach us through readHead, the feed below, or fail(); never as an unhandled event.
    file.on('error', () => undefined);
    file.on('limit', () => this.fail(uploadErrors.tooLarge(maxBytes)));
    const { head, ended } = await readHead(file);
    if (this.failure) return null;
    if (!rawName) {
      // A form posted with no file chosen still has an (empty, nameless) file part.
      file.resume();
      throw uploadErrors.fileRequired();
    }
    const originalName = cleanFilename(rawName);
    if (ended && head.length === 0) throw uploadErrors.emptyFile();
    const type = await sniffUploadType(originalName, head);
    if (!type) throw uploadErrors.unsupportedType();
    if (this.failure) return null;

    const feed = new PassThrough();
    this.feed = feed;
    feed.write(head);
    if (ended) feed.end();
    else {
      file.on('error', (err) => feed.destroy(err));
      file.pipe(feed);
    }
    const key = createStorageKey({ ...this.options, ext: keyExtension(type, originalName) });
    try {
      const { size } = await storage.put(key, feed, { maxBytes, contentType: type.mime });
      return { key, originalName, mimeType: type.mime, size };
    } catch (err) {
      if (err instanceof FileTooLargeError) throw uploadErrors.tooLarge(maxBytes);
      throw err;
    } finally {
      this.feed = null;
    }
  }

  /** Stops reading the request and abandons the write; settle() reports the first failure. */
  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    // Stop reading, but leave the request open: the server drains it after our answer, so
    // the client sees the 413/415 instead of a reset connection.
    this.source.unpipe(this.busboy);
    this.source.pause();
    this.file?.destroy(err);
    this.feed?.destroy(err);
    void this.settle();
  }

  private async settle(): Promise<void> {
    if (this.settled) return;
    if (this.failure) {
      this.settled = true;
      await this.fileTask;
      const stored = this.stored;
      if (stored) await this.options.storage.delete(stored.key).catch(() => undefined);
      this.reject(this.failure);
      return;
    }
    if (!this.busboyClosed || (this.fileTask && !this.stored)) return;
    this.settled = true;
    if (!this.stored) this.reject(uploadErrors.fileRequired());
    else this.resolve({ ...this.stored, fields: this.fields });
  }
}

/** The uploader's extension when it names the sniffed type ("jpeg" stays "jpeg"), else the type's own. */
function keyExtension(type: UploadType, originalName: string): string {
  const ext = fileExtension(originalName);
  return type.extensions.includes(ext) ? ext : (type.extensions[0] ?? '');
}
