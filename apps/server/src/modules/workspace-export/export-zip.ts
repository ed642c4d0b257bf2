import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { countFiles, type ExportFile, workspaceFiles, zipPathOf } from './export-files';
import { exportReadme } from './export-readme';
import { describeTables, tableLines } from './export-rows';
import { EXPORTED_TABLES } from './export-tables';

/** No real workspace comes near this; a runaway stream still stops somewhere. */
const MAX_ZIP_BYTES = 200 * 1024 ** 3;

export interface BuildOptions {
  db: Db;
  storage: FileStorage;
  workspaceId: string;
  key: string;
  /** Called with 0–99 as tables and files are written. */
  onProgress: (percent: number) => void;
}

/**
 * Writes the workspace's zip into storage as a stream: yazl opens each entry only when it is its
 * turn (a table's pages, a file's bytes), and storage.put consumes the zip as it is made, so
 * neither the zip nor a whole table is ever in memory. Resolves with the zip's size.
 */
export async function buildWorkspaceZip(options: BuildOptions): Promise<number> {
  const fileCount = await countFiles(options.db, options.workspaceId);
  const total = EXPORTED_TABLES.length + fileCount;
  let done = 0;
  const step = () => {
    done++;
    options.onProgress(Math.min(99, Math.floor((done / total) * 100)));
  };
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A failing entry (a query, a storage read) fails the write, which removes the partial object.
  zip.on('error', (err: Error) => output.destroy(err));
  const stored = options.storage.put(options.key, output, { maxBytes: MAX_ZIP_BYTES, contentType: 'application/zip' });
  // Awaited below; a failure before then must not count as unhandled.
  stored.catch(() => {});

  try {
    await addEntries(zip, options, step);
  } catch (err) {
    output.destroy(err as Error);
  }
  const { size } = await stored;
  return size;
}

/** Adds every entry, then ends the zip; a throw here fails the whole write. */
async function addEntries(zip: ZipFile, { db, storage, workspaceId }: BuildOptions, step: () => void) {
  zip.addBuffer(Buffer.from(exportReadme(), 'utf8'), 'README.md');
  zip.addBuffer(Buffer.from(JSON.stringify(await describeTables(db, EXPORTED_TABLES), null, 2)), 'schema.json');
  for (const table of EXPORTED_TABLES) {
    zip.addReadStreamLazy(`data/${table.name}.jsonl`, (cb) => {
      cb(null, counted(Readable.from(tableLines(db, table, workspaceId), { objectMode: false }), step));
    });
  }
  zip.addReadStreamLazy('files.jsonl', (cb) => {
    cb(null, Readable.from(manifestLines(db, workspaceId), { objectMode: false }));
  });
  const missing: string[] = [];
  for await (const file of workspaceFiles(db, workspaceId)) {
    zip.addReadStreamLazy(zipPathOf(file), (cb) => {
      storage.get(file.key).then(
        (object) => {
          if (!object) missing.push(zipPathOf(file));
          cb(null, counted(object?.body ?? Readable.from([], { objectMode: false }), step));
        },
        (err: Error) => cb(err, Readable.from([])),
      );
    });
  }
  // Written last, when every file's turn has come: the files storage no longer had.
  zip.addReadStreamLazy('files-missing.txt', (cb) => {
    cb(null, Readable.from([missing.length ? `${missing.join('\n')}\n` : ''], { objectMode: false }));
  });
  zip.end();
}

/** Calls `done` once the entry's bytes have all been read. */
function counted(stream: Readable, done: () => void): Readable {
  stream.once('end', done);
  return stream;
}

/** files.jsonl: each file of files/ and the row that names it. */
async function* manifestLines(db: Db, workspaceId: string): AsyncGenerator<string> {
  for await (const file of workspaceFiles(db, workspaceId)) {
    const entry: Omit<ExportFile, 'key'> & { path: string } = {
      path: zipPathOf(file),
      source: file.source,
      rowId: file.rowId,
      originalName: file.originalName,
    };
    yield `${JSON.stringify(entry)}\n`;
  }
}
