import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createStorageKey } from '../../platform/storage/storage-keys';

/** An agreement PDF we made or copied is at most this big (an upload stays within MAX_UPLOAD_MB). */
const MAX_AGREEMENT_PDF_BYTES = 512 * 1024 * 1024;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A new key for one of a client's agreement PDFs (the frozen original, the sealed final):
 * `{clientId}/freelancer/{timestamp-random}.pdf`, so deleting the client deletes them, and the
 * storage sweep removes one whose row never committed (housekeeping/storage-sweep.ts).
 */
export const agreementFileKey = (clientId: string) =>
  createStorageKey({ projectId: clientId, uploaderType: 'freelancer', ext: 'pdf' });

/** Stores `bytes` under a new key of the client's; answers the key. */
export async function storeClientPdf(storage: FileStorage, clientId: string, bytes: Uint8Array): Promise<string> {
  const key = agreementFileKey(clientId);
  await storage.put(key, Readable.from([Buffer.from(bytes)]), {
    maxBytes: Math.max(bytes.length, 1),
    contentType: 'application/pdf',
  });
  return key;
}

/** A stored object's bytes, whole (agreement PDFs are read to hash, count or copy them). */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_AGREEMENT_PDF_BYTES) {
      object.body.destroy();
      throw new Error(`Stored agreement file ${key} is over ${MAX_AGREEMENT_PDF_BYTES} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
