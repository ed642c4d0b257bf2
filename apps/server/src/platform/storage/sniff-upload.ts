import type { Readable } from 'node:stream';
import { resolveUploadType, type UploadType } from '@bloom/core';
import { fileTypeFromBuffer } from 'file-type';

/** Enough for every magic number, and for the `[Content_Types].xml` entry that names an Office file. */
export const SNIFF_BYTES = 64 * 1024;

export interface FileHead {
  head: Buffer;
  /** The whole file fitted in the head. */
  ended: boolean;
}

/**
 * Reads up to `size` bytes and leaves the stream paused right after them, so the rest can be
 * piped on without being buffered.
 */
export function readHead(stream: Readable, size = SNIFF_BYTES): Promise<FileHead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const done = (ended: boolean) => {
      cleanup();
      stream.pause();
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) done(false);
    };
    const onEnd = () => done(true);
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/** The allowed type of a file from its first bytes and its name, or null (415). */
export async function sniffUploadType(filename: string, head: Buffer): Promise<UploadType | null> {
  let sniffedMime: string | undefined;
  try {
    sniffedMime = (await fileTypeFromBuffer(head))?.mime;
  } catch {
    // A truncated or malformed container reads as "unknown", like bytes with no magic number.
    sniffedMime = undefined;
  }
  return resolveUploadType({ filename, sniffedMime, head });
}
