import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type ByteRange,
  type FileStorage,
  FileTooLargeError,
  type ListedObject,
  type ObjectBody,
  type ObjectStat,
  type PutOptions,
  type StoredObject,
} from './file-storage';
import { SizeLimitStream } from './limit-stream';
import { assertSafeKey } from './storage-keys';

export interface S3StorageOptions {
  bucket: string;
  /** Unset for AWS itself; e.g. http://127.0.0.1:9000 for MinIO, or an R2 / Spaces endpoint. */
  endpoint?: string;
  region: string;
  /** Both or neither: unset uses the SDK's default chain (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name; needed by most self-hosted stores. */
  forcePathStyle: boolean;
}

// lib-storage holds at most PART_SIZE × QUEUE_SIZE bytes of one upload in memory.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Any S3-compatible bucket. Objects are private; reads stream through the server. */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default (CRC32 on every request) breaks streamed PutObject on stores that do
      // not speak the newer checksum headers; only send checksums where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    assertSafeKey(key);
    const limit = new SizeLimitStream(options.maxBytes);
    // pipeline carries errors both ways: a broken source fails the upload, a refused size stops the source.
    const feeding = pipeline(body, limit).catch(() => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: limit, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      await upload.done();
      await feeding;
      return { key, size: limit.bytes };
    } catch (err) {
      limit.destroy();
      // Some stores cannot abort a multipart upload; whatever the SDK says, the size limit is
      // the reason when it was passed. A single PutObject may have landed: remove it.
      await this.delete(key).catch(() => undefined);
      throw limit.exceeded ? new FileTooLargeError(options.maxBytes) : err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectBody | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(res.Body instanceof Readable)) throw new Error('S3 returned a body that is not a Node stream');
      const total = res.ContentRange?.match(/\/(\d+)$/)?.[1];
      return {
        body: res.Body,
        size: total ? Number(total) : (res.ContentLength ?? 0),
        contentType: res.ContentType,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        const res = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = res.Errors?.[0];
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** S3 dates a multipart object by when its upload started; a put never takes a day, so the sweep's margin holds. */
  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key && item.LastModified) yield { key: item.Key, modifiedAt: item.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Multipart uploads started before `olderThan` and never completed (the process was killed
   * mid-upload): invisible, but billed until aborted. A store that cannot list them (some
   * S3-compatible ones) answers NotImplemented: there is nothing this sweep can do there.
   */
  async removeAbandonedWrites(olderThan: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page: Awaited<ReturnType<typeof this.listUploads>>;
      try {
        page = await this.listUploads(keyMarker, uploadIdMarker);
      } catch (err) {
        if (err instanceof S3ServiceException && err.name === 'NotImplemented') return removed;
        throw err;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed++;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }

  private listUploads(keyMarker: string | undefined, uploadIdMarker: string | undefined) {
    return this.client.send(
      new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
    );
  }
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}
