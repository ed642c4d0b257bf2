import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];

/** The bits of Emscripten's NODEFS we extend (it is exported on the module, untyped). */
interface NodeFsDriver {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's own folder storage with a real fsync. As shipped (0.5.x) PGlite starts Postgres with
 * `-F` (fsync off), and its Emscripten NODEFS has no fsync operation at all, so even with `-F`
 * removed every fsync Postgres asks for would be a no-op. This adds the operation (a Node
 * fsyncSync on the file's descriptor; a failure becomes an errno for Postgres to act on, as a
 * native server would). `relaxedDurability` does not help here: NodeFS's syncToFs is empty.
 * See docs/decisions/020-durability.md.
 */
export class DurableNodeFS extends NodeFS {
  /** Whether the fsync operation is in place (openPGlite refuses to go on without it). */
  hooked = false;
  /** fsync calls made for Postgres; tests read it to see that commits really sync. */
  syncs = 0;

  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync = (mod: PostgresMod) => {
      const nodefs = (mod as unknown as { NODEFS?: Partial<NodeFsDriver> }).NODEFS;
      if (!nodefs?.stream_ops || !nodefs.tryFSOperation) return;
      this.hooked = true;
      const { tryFSOperation } = nodefs;
      nodefs.stream_ops.fsync = (stream) => {
        this.syncs++;
        tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/**
 * PGlite's default start parameters without `-F`, and WAL flushed with fsync(): Emscripten's
 * fdatasync (Postgres' default on Linux) never reaches the file system.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** A damaged or unreadable embedded data folder: the message says where, why and what to do. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly dir: string,
    readonly reason: string,
  ) {
    super(
      [
        `The embedded database could not be opened: DATA_DIR/pglite (${dir}).`,
        `  Reason: ${reason}`,
        '  The folder is damaged (a disk fault, files changed or removed by hand, a copy taken while Bloom ran) or was written by another PGlite version.',
        '  To recover, with Bloom stopped, either restore the folder from a backup,',
        `  or move it away to start with an empty database: mv ${dir} ${dir}.damaged`,
      ].join('\n'),
    );
    this.name = 'DatabaseOpenError';
  }
}

const MAX_REASON_LINES = 3;

/**
 * Puts a new cluster on disk. PGlite writes the files of a new database (its initdb) without
 * fsync, and Postgres' checkpoints sync only the files it changed itself, so until the OS wrote
 * them back a power cut could lose the catalog under committed rows. One sync of the file system
 * (Linux `sync -f`, about 0.2 s) does what initdb's own sync step does; elsewhere every file and
 * folder is synced (slower, a few seconds, once).
 */
export function syncNewCluster(dir: string): void {
  if (process.platform === 'linux') {
    try {
      execFileSync('sync', ['-f', dir], { stdio: 'ignore' });
      return;
    } catch {
      // No coreutils sync: sync file by file below.
    }
  }
  const syncPath = (p: string, flags: string) => {
    const fd = openSync(p, flags);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) syncPath(full, 'r+');
    }
    // Windows cannot open a folder to sync it; its entries are written through there.
    if (process.platform !== 'win32') syncPath(folder, 'r');
  };
  walk(dir);
}

/**
 * Opens (or creates) the embedded database in `dir`, durable as above. A folder PGlite cannot
 * start from raises DatabaseOpenError with Postgres' own words, never a bare WASM abort.
 * `syncCluster` runs once, on a folder the call created (tests watch it).
 */
export async function openPGlite(
  dir: string,
  fs: NodeFS = new DurableNodeFS(dir),
  syncCluster: (dir: string) => void = syncNewCluster,
): Promise<PGlite> {
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const logged: string[] = [];
  let opening = true;
  const options: PGliteOptions = {
    fs,
    extensions: { pg_trgm },
    startParams: DURABLE_START_PARAMS,
    // Postgres says why it will not start (FATAL/PANIC and their DETAIL) on stderr; keep that.
    onStderr: (line) => {
      if (opening && /\b(FATAL|PANIC|DETAIL):/.test(line))
        logged.push(line.replace(/^.*?\]\s*/, '').replace(/\s+/g, ' '));
      return false;
    },
  };
  let pglite: PGlite;
  try {
    pglite = new PGlite(options);
    await pglite.waitReady;
  } catch (err) {
    const said = logged.slice(0, MAX_REASON_LINES);
    const fallback = err instanceof Error ? err.message.replace(/\. Build with -sASSERTIONS.*$/, '') : String(err);
    throw new DatabaseOpenError(dir, said.length ? said.join(' ') : fallback);
  } finally {
    opening = false;
  }
  if (fs instanceof DurableNodeFS && !fs.hooked) {
    await pglite.close();
    throw new Error(
      'This PGlite build has no NODEFS to give an fsync to, so the embedded database would not survive a power cut; see docs/decisions/020-durability.md',
    );
  }
  if (fresh) syncCluster(dir);
  return pglite;
}
