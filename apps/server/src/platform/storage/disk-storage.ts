import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  type FileStorage,
  FileTooLargeError,
  InvalidStorageKeyError,
  type ListedObject,
  type ObjectBody,
  type ObjectStat,
  type PutOptions,
  type StoredObject,
} from './file-storage';
import { SizeLimitStream } from './limit-stream';
import { assertSafeKey, isSafeKey } from './storage-keys';

/** Partial uploads live here until they are complete; keys can never name it (they start with a letter or digit). */
const TEMP_DIR = '.tmp';
const PART_SUFFIX = '.part';

/**
 * Files under one root folder (DATA_DIR/files by default). A write goes to a temporary file on
 * the same disk and is renamed into place only when complete, so readers never see half a file;
 * the file and its folder are fsynced before put() returns, so a row that names it never
 * outlives it in a power cut.
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
    const temp = path.join(tempDir, `${randomBytes(12).toString('hex')}${PART_SUFFIX}`);
    const limit = new SizeLimitStream(options.maxBytes);
    let written = temp;
    try {
      // flush: the stream fsyncs the file before closing it.
      await pipeline(body, limit, createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }));
      const dir = path.dirname(target);
      const created = await mkdir(dir, { recursive: true });
      await rename(temp, target);
      written = target;
      // The rename, and any folder just created, live in their parents' entries: sync those too.
      for (const parent of created ? foldersFrom(path.dirname(created), dir) : [dir]) await syncDir(parent);
      return { key, size: limit.bytes };
    } catch (err) {
      await rm(written, { force: true });
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

  async *list(): AsyncIterable<ListedObject> {
    yield* this.walk(this.root, '');
  }

  private async *walk(dir: string, prefix: string): AsyncIterable<ListedObject> {
    const entries = await readdirIfPresent(dir);
    for (const entry of entries) {
      if (!prefix && entry.name === TEMP_DIR) continue;
      const key = prefix + entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* this.walk(full, `${key}/`);
      else if (entry.isFile() && isSafeKey(key)) {
        const info = await statFile(full);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  /** `.part` files not written to since `olderThan`: an upload cut off by a killed process. */
  async removeAbandonedWrites(olderThan: Date): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    let removed = 0;
    for (const entry of await readdirIfPresent(tempDir)) {
      if (!entry.isFile() || !entry.name.endsWith(PART_SUFFIX)) continue;
      const file = path.join(tempDir, entry.name);
      const info = await statFile(file);
      if (!info || info.mtime >= olderThan) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
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

/** `from`, then each folder below it down to `to` (which is inside `from`). */
function foldersFrom(from: string, to: string): string[] {
  const below = path.relative(from, to).split(path.sep).filter(Boolean);
  return [from, ...below.map((_, i) => path.join(from, ...below.slice(0, i + 1)))];
}

/** fsync a folder so the entries just written to it survive a power cut (not possible on Windows). */
async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readdirIfPresent(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    // A folder emptied and removed by a concurrent delete is simply not there any more.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
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
