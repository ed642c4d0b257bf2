import type { Readable } from 'node:stream';

/** An inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** The write fails with FileTooLargeError as soon as the stream passes this many bytes. */
  maxBytes: number;
  /** Kept as object metadata where the backend has it (S3); the database row is the source of truth. */
  contentType?: string;
}

export interface StoredObject {
  key: string;
  size: number;
}

export interface ObjectStat {
  /** The whole object's size in bytes. */
  size: number;
  contentType?: string;
}

/** One object of a listing: its key and when it was written. */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface ObjectBody extends ObjectStat {
  /** The requested range, or the whole object. Destroy it to stop reading early. */
  body: Readable;
}

/**
 * Private file storage: local disk or an S3-compatible bucket, chosen by configuration.
 * Keys look like `{projectId}/{uploaderType}/{timestamp-random.ext}` (see storage-keys.ts);
 * every method refuses a key that could escape its root.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Streams `body` into `key`. Nothing is left behind when it fails (too large, a broken source
   * or a backend error): a partial write is removed before the promise rejects.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<StoredObject>;
  /** null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<ObjectBody | null>;
  stat(key: string): Promise<ObjectStat | null>;
  /** Removes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix/` (e.g. a project id: deleting a client deletes its files). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every complete object, page by page (partial writes are not objects); for the leftovers sweep. */
  list(): AsyncIterable<ListedObject>;
  /**
   * Removes partial writes a killed process left behind, older than `olderThan` (disk: `.part`
   * files last written before it; S3: multipart uploads started before it). Returns how many.
   */
  removeAbandonedWrites(olderThan: Date): Promise<number>;
}

/** The stream passed the size limit; the write was abandoned and removed. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** A key or prefix that is not of our own making (`..`, absolute paths, odd characters). */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}
