import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  type FileStorage,
  FileTooLargeError,
  InvalidStorageKeyError,
  type ObjectBody,
  type ObjectStat,
  type PutOptions,
  type StoredObject,
} from './file-storage';
import { SizeLimitStream } from './limit-stream';
import { assertSafeKey } from './storage-keys';

/** Partial uploads live here until they are complete; keys can never name it (they start with a letter or digit). */
const TEMP_DIR = '.tmp';

/**
 * Files under one root folder (DATA_DIR/files by default). A write goes to a temporary file on
 * the same disk and is renamed into place only when complete, so readers never see half a file.
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file behind a key; throws for any key that would leave the root. */
  pathFor(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    const target = this.pathFor(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
    const limit = new SizeLimitStream(options.maxBytes);
    try {
      await pipeline(body, limit, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
      return { key, size: limit.bytes };
    } catch (err) {
      await rm(temp, { force: true });
      throw limit.exceeded ? new FileTooLargeError(options.maxBytes) : err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectBody | null> {
    const file = this.pathFor(key);
    const info = await statFile(file);
    if (!info) return null;
    const body = range ? createReadStream(file, { start: range.start, end: range.end }) : createReadStream(file);
    return { body, size: info.size };
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const info = await statFile(this.pathFor(key));
    return info ? { size: info.size } : null;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await rm(file, { force: true });
    await this.removeEmptyParents(path.dirname(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.pathFor(prefix);
    await rm(dir, { recursive: true, force: true });
    await this.removeEmptyParents(path.dirname(dir));
  }

  /** Keeps the tree tidy after deletes: empty `{project}/{uploader}` folders go too. */
  private async removeEmptyParents(dir: string): Promise<void> {
    let current = dir;
    while (current.startsWith(this.root + path.sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      current = path.dirname(current);
    }
  }
}

async function statFile(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
