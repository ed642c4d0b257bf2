import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskFixture } from './helpers/storage';

// Records what DiskStorage asks the file system to make durable; the calls still go through.
const events = vi.hoisted(() => ({ log: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const createWriteStream: typeof fs.createWriteStream = (file, options) => {
    const flush = typeof options === 'object' && options?.flush === true;
    events.log.push(`write ${path.basename(String(file))}${flush ? ' (flushed on close)' : ''}`);
    return fs.createWriteStream(file, options);
  };
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const fsp = await importOriginal<typeof import('node:fs/promises')>();
  const wrapped = {
    ...fsp,
    open: (async (file, ...rest) => {
      const handle = await fsp.open(file, ...rest);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        events.log.push(`sync ${String(file)}`);
        return sync();
      };
      return handle;
    }) as typeof fsp.open,
    rename: (async (from, to) => {
      events.log.push(`rename to ${String(to)}`);
      return fsp.rename(from, to);
    }) as typeof fsp.rename,
  };
  return { ...wrapped, default: wrapped };
});

describe('disk storage durability', () => {
  let fx: Awaited<ReturnType<typeof diskFixture>>;
  beforeAll(async () => {
    fx = await diskFixture();
  });
  afterAll(() => fx.close());

  it('fsyncs the file, then renames it and fsyncs every folder it created, before put() returns', async () => {
    const { storage } = fx;
    events.log = [];
    await storage.put('proj/client/1-a.txt', Readable.from([Buffer.from('hello')]), { maxBytes: 100 });
    const target = path.join(fx.root, 'proj', 'client', '1-a.txt');
    expect(events.log[0]).toMatch(/^write [0-9a-f]{24}\.part \(flushed on close\)$/);
    expect(events.log.slice(1)).toEqual([
      `rename to ${target}`,
      `sync ${fx.root}`,
      `sync ${path.join(fx.root, 'proj')}`,
      `sync ${path.join(fx.root, 'proj', 'client')}`,
    ]);

    // Into an existing folder: only that folder's entry changed.
    events.log = [];
    await storage.put('proj/client/2-b.txt', Readable.from([Buffer.from('again')]), { maxBytes: 100 });
    expect(events.log.slice(1)).toEqual([
      `rename to ${path.join(fx.root, 'proj', 'client', '2-b.txt')}`,
      `sync ${path.join(fx.root, 'proj', 'client')}`,
    ]);
    expect((await fx.keys()).sort()).toEqual(['proj/client/1-a.txt', 'proj/client/2-b.txt']);
  });
});
