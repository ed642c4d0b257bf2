import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage';

/** Counts bytes on their way to storage and fails the moment they pass `maxBytes`. */
export class SizeLimitStream extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.exceeded = true;
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    callback(null, chunk);
  }
}
