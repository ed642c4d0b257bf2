import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';
import { DatabaseOpenError, DurableNodeFS, openPGlite, syncNewCluster } from '../src/platform/db/open-pglite';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A data folder with one committed row, closed cleanly. */
async function dataFolder(root: string, name: string): Promise<string> {
  const dir = path.join(root, name, 'pglite');
  const db = await openDatabase({ pgliteDir: dir });
  await sql`CREATE TABLE kept (note text)`.execute(db);
  await sql`INSERT INTO kept VALUES ('written before the damage')`.execute(db);
  await db.destroy();
  return dir;
}

const openError = async (dir: string): Promise<DatabaseOpenError> => {
  const err = await openDatabase({ pgliteDir: dir }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DatabaseOpenError);
  return err as DatabaseOpenError;
};

// The embedded database only: vitest.config.ts leaves this file out of the PostgreSQL run.
describe('the embedded database on disk', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bloom-pglite-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('runs with fsync on, and a commit reaches the disk through a real fsync', async () => {
    const dir = path.join(root, 'durable');
    const fs = new DurableNodeFS(dir);
    const synced: string[] = [];
    const pg = await openPGlite(dir, fs, (d) => {
      synced.push(d);
      syncNewCluster(d);
    });
    // The new cluster's files (written by PGlite's initdb without fsync) are synced once.
    expect(synced).toEqual([dir]);
    try {
      expect(fs.hooked).toBe(true);
      expect((await pg.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync).toBe('on');
      expect((await pg.query<{ wal_sync_method: string }>('SHOW wal_sync_method')).rows[0]?.wal_sync_method).toBe(
        'fsync',
      );
      await pg.query('CREATE TABLE t (x int)');
      const before = fs.syncs;
      await pg.query('INSERT INTO t VALUES (1)');
      expect(fs.syncs).toBeGreaterThan(before);
      // A read-only query commits nothing and syncs nothing.
      const afterWrite = fs.syncs;
      await pg.query('SELECT * FROM t');
      expect(fs.syncs).toBe(afterWrite);
    } finally {
      await pg.close();
    }
    const reopened = await openPGlite(dir, new DurableNodeFS(dir), (d) => synced.push(d));
    expect((await reopened.query('SELECT x FROM t')).rows).toEqual([{ x: 1 }]);
    expect(synced).toEqual([dir]);
    await reopened.close();
  }, 60_000);

  it('says where and what to do when the write-ahead log is garbage (not "RuntimeError: Aborted()")', async () => {
    const dir = await dataFolder(root, 'bad-wal');
    const wal = path.join(dir, 'pg_wal');
    for (const name of (await readdir(wal)).filter((n) => /^[0-9A-F]{24}$/.test(n))) {
      await writeFile(path.join(wal, name), Buffer.alloc(1024 * 1024, 0x42));
    }
    const err = await openError(dir);
    expect(err.dir).toBe(dir);
    expect(err.message).toContain(`The embedded database could not be opened: DATA_DIR/pglite (${dir}).`);
    expect(err.message).toContain('PANIC: could not locate a valid checkpoint record');
    expect(err.message).toContain('restore the folder from a backup');
    expect(err.message).toContain(`move it away to start with an empty database: mv ${dir} ${dir}.damaged`);
    expect(err.message).not.toMatch(/Aborted|RuntimeError|wasm/i);
  }, 60_000);

  it('says so too when the control file is garbage', async () => {
    const dir = await dataFolder(root, 'bad-control');
    await writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0x41));
    const err = await openError(dir);
    expect(err.message).toContain('FATAL: database files are incompatible with server');
    expect(err.message).toContain('restore the folder from a backup');
  }, 60_000);

  it('stops the server at start-up with that message and no stack, exit code 1', async () => {
    const dataDir = path.join(root, 'server');
    const dir = await dataFolder(root, 'server');
    await writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0x41));
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: '3998' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], { cwd: serverDir, env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`The embedded database could not be opened: DATA_DIR/pglite (${dir}).`);
    expect(stderr).toContain('move it away');
    expect(stderr).not.toMatch(/Failed to start|RuntimeError|\n\s+at /);
  }, 90_000);
});
