import { Readable } from 'node:stream';
import { clientExportReadme } from '@bloom/core';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ClientExportData } from './client-export-data';
import { filesJson } from './export-files';

/** Types already compressed (images, PDFs, archives, media): stored as they are, deflating them only costs time. */
const STORED = /^(image\/(png|jpe?g|gif|webp|avif|heic)|application\/(pdf|zip|gzip|x-7z-compressed)|video\/|audio\/)/;

/**
 * The export as a zip stream: the JSON files, README.txt and summary.pdf from memory, then every
 * stored file read from storage (disk or S3) only when the zip reaches it, one at a time, so the
 * whole never sits in memory. A storage failure mid-way destroys the stream: the download fails
 * rather than ending as a zip with a hole. A download stopped by the browser stops the file read.
 */
export function clientExportZip(data: ClientExportData, summaryPdf: Uint8Array, storage: FileStorage | undefined) {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const mtime = data.exportedAt;
  const json = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name, { mtime });

  zip.addBuffer(Buffer.from(clientExportReadme(data.client.name, data.exportedAt.toISOString())), 'README.txt', {
    mtime,
  });
  zip.addBuffer(Buffer.from(summaryPdf), 'summary.pdf', { mtime, compress: false });
  json('client.json', data.client);
  json('contacts.json', data.contacts);
  json('answers.json', data.answers);
  json('files.json', filesJson(data.files));
  json('testimonial.json', data.testimonials);
  json('agreements.json', data.agreements);
  json('invoices.json', data.invoices);
  json('consents.json', data.consents);
  json('audit-events.json', data.events);
  json('emails.json', data.emails);

  let reading: Readable | null = null;
  output.once('close', () => reading?.destroy());
  zip.once('error', (err: Error) => output.destroy(err));
  for (const file of data.files) {
    if (!file.available || !storage) continue;
    zip.addReadStreamLazy(file.path, { mtime, compress: !STORED.test(file.mimeType) }, (done) => {
      storage.get(file.key).then(
        (object) => {
          // Gone since it was listed: an empty entry rather than a broken zip.
          const body = object?.body ?? Readable.from([]);
          body.once('error', (err) => output.destroy(err));
          reading = body;
          done(null, body);
        },
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  }
  zip.end();
  return output;
}
