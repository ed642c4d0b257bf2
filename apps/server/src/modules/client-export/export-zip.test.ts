import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ClientExportData } from './client-export-data';
import type { ExportFile } from './export-files';
import { clientExportZip } from './export-zip';

const file = (path: string): ExportFile => ({
  path,
  key: `k/${path}`,
  name: path,
  size: 3,
  mimeType: 'application/pdf',
  kind: 'upload',
  createdAt: null,
  of: null,
  available: true,
});

const data = (files: ExportFile[]) =>
  ({
    exportedAt: new Date('2026-11-29T10:00:00Z'),
    client: { name: 'Ada' },
    files,
  }) as unknown as ClientExportData;

/** A storage whose objects are read only when asked for, recording the order. */
function storage(read: string[], body: (key: string) => Readable) {
  return {
    get: async (key: string) => {
      read.push(key);
      return { size: 3, body: body(key) };
    },
  } as unknown as FileStorage;
}

const drain = async (stream: Readable) => {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
};

describe('the export zip stream', () => {
  it('opens each stored file only when the zip reaches it', async () => {
    const read: string[] = [];
    const zip = clientExportZip(
      data([file('files/a.pdf'), file('files/b.pdf')]),
      new Uint8Array([1]),
      storage(read, () => Readable.from([Buffer.from('abc')])),
    );
    expect(read).toEqual([]);
    expect(await drain(zip)).toBeGreaterThan(0);
    expect(read).toEqual(['k/files/a.pdf', 'k/files/b.pdf']);
  });

  it('fails the stream when storage breaks off mid-file, rather than ending a zip with a hole', async () => {
    const broken = () =>
      new Readable({
        read() {
          this.destroy(new Error('S3 connection reset'));
        },
      });
    const zip = clientExportZip(data([file('files/a.pdf')]), new Uint8Array([1]), storage([], broken));
    await expect(drain(zip)).rejects.toThrow('S3 connection reset');
  });
});
